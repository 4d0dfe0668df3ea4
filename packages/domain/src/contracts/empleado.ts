import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { timestamp } from './endpoint.ts';

/** A worker as GET /empleado/cp, /empleado/{id}, /empleado/self and /parcela/empleado answer it. */
export const empleadoSchema = z.object({
  empleado_id: z.number(),
  usuario_id: z.number(),
  identificador: z.number(),
  cp_id: z.number(),
  empleadorel_id: z.number(),
  nombre: z.string(),
  apellido: z.string(),
  rut: z.string(),
  telefono: z.string(),
  cargo: z.string(),
  email: z.string(),
  tipo_usuario: z.enum(ROLES),
  nombre_empresa: z.string(),
  is_active: z.boolean(),
  date_entered: timestamp,
  avatar_nom: z.string().nullable(),
  avatar_ext: z.string().nullable(),
});
export type Empleado = z.input<typeof empleadoSchema>;
