import { z } from 'zod';
import { MSG } from '../messages.ts';
import { regionSchema, rutSchema, telefonoSchema, texto } from './fields.ts';

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
  comentarios: z
    .string()
    .trim()
    .max(2000, { error: MSG.campoInvalido('comentarios') })
    .optional(),
});
export type CpDatosInput = z.input<typeof cpDatosSchema>;
