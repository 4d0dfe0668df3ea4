import { z } from 'zod';
import { cadena, idCampo, rutSchema, telefonoSchema, texto } from './fields.ts';

/** PUT empleado/{empleado_id}: the employee's own data (the profile form and the principal client's worker form). */
export const empleadoUpdateSchema = z.object({
  nombre: texto('nombre', 100),
  apellido: texto('apellido', 100),
  rut: rutSchema,
  telefono: telefonoSchema,
  // The spec's client sends '' by default; an omitted cargo leaves the stored one unchanged.
  cargo: cadena('cargo', 100)
    .transform((v) => v.trim())
    .optional(),
  // Sent by the spec's client (from identificador); only checked against the employee's company.
  cp_id: idCampo('cp_id').optional(),
});
export type EmpleadoUpdateInput = z.input<typeof empleadoUpdateSchema>;

/** The fields a profile form edits (everything but the company-managed ones). */
export const perfilEmpleadoSchema = empleadoUpdateSchema.pick({
  nombre: true,
  apellido: true,
  rut: true,
  telefono: true,
});
export type PerfilEmpleadoInput = z.infer<typeof perfilEmpleadoSchema>;
