import { z } from 'zod';
import { MSG } from '../messages.ts';
import { isValidPhone, isValidRut } from '../rules.ts';

const texto = (campo: string, max = 100) =>
  z
    .string({ error: MSG.campoRequerido(campo) })
    .trim()
    .min(1, { error: MSG.campoRequerido(campo) })
    .max(max, { error: MSG.campoInvalido(campo) });

/** PUT empleado/{empleado_id}: the employee's own data (the profile form and the principal client's worker form). */
export const empleadoUpdateSchema = z.object({
  nombre: texto('nombre'),
  apellido: texto('apellido'),
  rut: z.string({ error: MSG.rutInvalido }).trim().refine(isValidRut, { error: MSG.rutInvalido }),
  telefono: z
    .string({ error: MSG.telefonoInvalido })
    .trim()
    .refine(isValidPhone, { error: MSG.telefonoInvalido }),
  // The spec's client sends '' by default; an omitted cargo leaves the stored one unchanged.
  cargo: z
    .string({ error: MSG.campoInvalido('cargo') })
    .trim()
    .max(100, { error: MSG.campoInvalido('cargo') })
    .optional(),
  // Sent by the spec's client (from identificador); only checked against the employee's company.
  cp_id: z.coerce
    .number({ error: MSG.campoInvalido('cp_id') })
    .int()
    .positive({ error: MSG.campoInvalido('cp_id') })
    .optional(),
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
