import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { adminDatosSchema } from '../schemas/admin.ts';
import { idCampo } from '../schemas/fields.ts';
import { endpoint, ok } from './endpoint.ts';

/**
 * A staff member's own data (GET /admin/self, PUT /admin/{admin_id}). A bare Dev account may have
 * no admin row: then `admin_id` and the personal fields are null.
 */
export const adminSchema = z.object({
  admin_id: z.number().nullable(),
  usuario_id: z.number(),
  nombre: z.string().nullable(),
  apellido: z.string().nullable(),
  rut: z.string().nullable(),
  telefono: z.string().nullable(),
  email: z.string(),
  tipo_usuario: z.enum(ROLES),
});
export type Admin = z.input<typeof adminSchema>;

export const adminSelf = endpoint({
  method: 'GET',
  path: '/admin/self',
  access: 'staff',
  response: ok({ admin: z.array(adminSchema) }),
  summary: 'Los datos del administrador de la sesión',
});

export const actualizarAdmin = endpoint({
  method: 'PUT',
  path: '/admin/:admin_id',
  access: 'staff',
  params: z.object({ admin_id: idCampo('admin_id') }),
  body: adminDatosSchema,
  response: ok({ admin: z.array(adminSchema) }),
  summary: 'Modifica los datos de un administrador (nombre, apellido, RUT, teléfono)',
});
