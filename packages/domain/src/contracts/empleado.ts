import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { empleadoUpdateSchema } from '../schemas/empleado.ts';
import { empleadoParcelaSchema, empleadoRegistroSchema } from '../schemas/empleado-registro.ts';
import { idCampo } from '../schemas/fields.ts';
import { MSG } from '../messages.ts';
import { endpoint, ok, timestamp } from './endpoint.ts';

// GET /empleado/parcela/ligadas/{cp_id}/{empleadorel_id} answers full territories, so it is declared
// in contracts/parcela.ts: that file imports `empleadoSchema` from here, and importing it back would
// make a cycle that breaks whichever of the two loads first.

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
  /** Invited but has not set a password yet: shown "Invitación pendiente" instead of ACTIVO. */
  invitacion_pendiente: z.boolean(),
  date_entered: timestamp,
  avatar_nom: z.string().nullable(),
  avatar_ext: z.string().nullable(),
});
export type Empleado = z.input<typeof empleadoSchema>;

/** A territory an employee is linked to, as its own list (GET /empleado/parcela/listar) shows it. */
export const parcelaDeEmpleadoSchema = z.object({
  parcela_id: z.number(),
  nombre_empresa: z.string(),
  identificador: z.number(),
  parcelarel_id: z.number(),
  nombre: z.string(),
  region: z.string(),
  ciudad: z.string(),
  direccion_ref: z.string(),
  coordenadas: z.object({ x: z.number(), y: z.number() }),
  extension: z.number(),
  is_active: z.boolean(),
});
export type ParcelaDeEmpleado = z.input<typeof parcelaDeEmpleadoSchema>;

const empleadoParams = z.object({ empleado_id: idCampo('empleado_id') });
const porId = { resource: 'empleado', param: 'empleado_id' } as const;

export const empleadoPropio = endpoint({
  method: 'GET',
  path: '/empleado/self',
  access: 'empleado',
  response: ok({ empleado: z.array(empleadoSchema) }),
  summary: 'La ficha del trabajador que llama',
});

export const actualizarEmpleado = endpoint({
  method: 'PUT',
  path: '/empleado/:empleado_id',
  access: 'session',
  company: { in: 'body', key: 'cp_id', principalOnly: true },
  record: { ...porId, action: 'update' },
  params: empleadoParams,
  body: empleadoUpdateSchema,
  response: ok({}),
  summary: 'Modifica la ficha de un trabajador (el propio, o uno de la empresa que se administra)',
});

export const parcelasPropias = endpoint({
  method: 'GET',
  path: '/empleado/parcela/listar',
  access: 'empleado',
  response: ok({ parcelas: z.array(parcelaDeEmpleadoSchema) }),
  summary: 'Los territorios del trabajador que llama, el predeterminado primero',
});

export const listarEmpleadosCp = endpoint({
  method: 'GET',
  path: '/empleado/cp/:cp_id',
  access: 'empresa',
  company: { in: 'params', key: 'cp_id' },
  params: z.object({ cp_id: idCampo('cp_id') }),
  response: ok({ empleados: z.array(empleadoSchema) }),
  summary: 'Los trabajadores de una empresa',
});

export const registrarEmpleado = endpoint({
  method: 'POST',
  path: '/empleado/registrar',
  access: 'empresa',
  company: { in: 'body', key: 'cp_id' },
  body: empleadoRegistroSchema,
  status: 201,
  response: ok({
    empleado_id: z.number(),
    empleadorel_id: z.number(),
    usuario_id: z.number(),
    parcela_id: z.number(),
    /** False when the welcome e-mail could not be sent (the account exists; recovery still works). */
    correo_enviado: z.boolean(),
  }),
  summary: 'Registra un trabajador en un territorio y le envía el enlace para definir su contraseña',
});

export const asociarParcela = endpoint({
  method: 'POST',
  path: '/empleado/parcela',
  access: 'empresa',
  record: { resource: 'empleado', param: 'empleado_id', in: 'body', notFound: MSG.asociacionFallida },
  company: { in: 'body', key: 'identificador' },
  body: empleadoParcelaSchema,
  response: ok({ nuevo: z.boolean() }),
  summary: 'Liga un trabajador a otro territorio de su empresa (idempotente)',
});

export const obtenerEmpleado = endpoint({
  method: 'GET',
  path: '/empleado/:empleado_id',
  access: 'empresa',
  record: porId,
  params: empleadoParams,
  response: ok({ empleado: z.array(empleadoSchema) }),
  summary: 'Un trabajador por su id',
});

// People and accounts (issue 12): invitation, deactivation and territory links of a worker, by its
// global id (another company's worker answers 404, docs/decisions/007).

export const reenviarInvitacionEmpleado = endpoint({
  method: 'POST',
  path: '/empleado/invitacion/:empleado_id',
  access: 'empresa',
  record: { ...porId, action: 'update' },
  params: empleadoParams,
  response: ok({ correo_enviado: z.boolean() }),
  summary:
    'Reenvía la invitación de un trabajador que aún no define su contraseña (los enlaces anteriores dejan de servir)',
});

export const desactivarEmpleado = endpoint({
  method: 'DELETE',
  path: '/empleado/desactivar/:empleado_id',
  access: 'empresa',
  record: { ...porId, action: 'update' },
  params: empleadoParams,
  response: ok({}),
  summary: 'Desactiva un trabajador: no puede ingresar y sus sesiones terminan',
});

export const activarEmpleado = endpoint({
  method: 'POST',
  path: '/empleado/activar/:empleado_id',
  access: 'empresa',
  record: { ...porId, action: 'update' },
  params: empleadoParams,
  response: ok({}),
  summary: 'Reactiva un trabajador desactivado (409 si su empresa está desactivada)',
});

export const desligarParcela = endpoint({
  method: 'DELETE',
  path: '/empleado/parcela/:empleado_id/:parcela_id',
  access: 'empresa',
  record: { ...porId, action: 'update' },
  params: z.object({ empleado_id: idCampo('empleado_id'), parcela_id: idCampo('parcela_id') }),
  response: ok({}),
  summary: 'Desliga un territorio de un trabajador',
});
