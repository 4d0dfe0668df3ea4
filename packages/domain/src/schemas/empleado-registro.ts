import { z } from 'zod';
import { MSG } from '../messages.ts';
import { emailSchema } from './auth.ts';
import { idCampo, rutSchema, telefonoSchema, texto } from './fields.ts';

/** A worker's own data (wizard step 1 and the modify modal). */
export const empleadoDatosSchema = z.object({
  nombre: texto('nombre', 100),
  apellido: texto('apellido', 100),
  rut: rutSchema,
  telefono: telefonoSchema,
  cargo: z
    .string()
    .trim()
    .max(100, { error: MSG.campoInvalido('cargo') })
    .optional()
    .default(''),
});

/** A territory as typed ({cp}-T-NNN) or its parcelarel_id. */
export const idTerritorioSchema = z.union([z.string().trim().min(1).max(40), z.number().int().positive()], {
  error: MSG.territorioNoExiste,
});

/** POST /empleado/registrar: the worker, its company and its first territory. */
export const empleadoRegistroSchema = empleadoDatosSchema.extend({
  email: emailSchema,
  cp_id: idCampo('cp_id'),
  idTerritorio: idTerritorioSchema,
});
export type EmpleadoRegistroInput = z.input<typeof empleadoRegistroSchema>;

/** POST /empleado/parcela: links an employee to another territory of its company. */
export const empleadoParcelaSchema = z.object({
  empleado_id: z.coerce
    .number({ error: MSG.asociacionFallida })
    .int({ error: MSG.asociacionFallida })
    .positive({ error: MSG.asociacionFallida }),
  parcela_id: z.coerce
    .number({ error: MSG.asociacionFallida })
    .int({ error: MSG.asociacionFallida })
    .positive({ error: MSG.asociacionFallida }),
  identificador: z.coerce
    .number({ error: MSG.asociacionFallida })
    .int({ error: MSG.asociacionFallida })
    .positive({ error: MSG.asociacionFallida }),
});
