import { z } from 'zod';
import { cadena, regionSchema, rutSchema, telefonoSchema, texto } from './fields.ts';

/**
 * PUT /cp/datos/{cp_id}: a company's own data. `comentarios` are admin notes: only staff may set
 * them; the server ignores them when a principal client sends them.
 */
export const cpDatosSchema = z.object({
  nombre: texto('nombre'),
  rut: rutSchema,
  direccion: texto('direccion', 300),
  region: regionSchema,
  ciudad: texto('ciudad'),
  telefono: telefonoSchema,
  // Omitted: the stored notes stay as they are.
  comentarios: cadena('comentarios', 2000)
    .transform((v) => v.trim())
    .optional(),
});
export type CpDatosInput = z.input<typeof cpDatosSchema>;
