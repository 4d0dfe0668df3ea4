import { z } from 'zod';
import { MSG } from '../messages.ts';
import { emailSchema } from './auth.ts';
import { cadena, ID_MAX, idCampo, rutSchema, telefonoSchema, texto } from './fields.ts';

/** A worker's own data (wizard step 1 and the modify modal). */
export const empleadoDatosSchema = z.object({
  nombre: texto('nombre', 100),
  apellido: texto('apellido', 100),
  rut: rutSchema,
  telefono: telefonoSchema,
  cargo: cadena('cargo', 100)
    .transform((v) => v.trim())
    .optional()
    .default(''),
});

const noExiste = { error: MSG.territorioNoExiste };
/** A territory as typed ({cp}-T-NNN) or its parcelarel_id. */
export const idParcelaSchema = z.union(
  [
    cadena('idTerritorio', 40).trim().min(1, noExiste),
    z.number(noExiste).int(noExiste).min(1, noExiste).max(ID_MAX, noExiste),
  ],
  noExiste,
);

/** POST /empleado/registrar: the worker, its company and its first territory. */
export const empleadoRegistroSchema = empleadoDatosSchema.extend({
  email: emailSchema,
  cp_id: idCampo('cp_id'),
  idTerritorio: idParcelaSchema,
});
export type EmpleadoRegistroInput = z.input<typeof empleadoRegistroSchema>;

/** POST /empleado/parcela: links an employee to another territory of its company. */
export const empleadoParcelaSchema = z.object({
  empleado_id: idCampo('empleado_id', MSG.asociacionFallida),
  parcela_id: idCampo('parcela_id', MSG.asociacionFallida),
  identificador: idCampo('identificador', MSG.asociacionFallida),
});
export type EmpleadoParcelaInput = z.input<typeof empleadoParcelaSchema>;
