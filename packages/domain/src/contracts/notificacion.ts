import { z } from 'zod';
import { MSG } from '../messages.ts';
import { idCampo } from '../schemas/fields.ts';
import {
  notificacionesQuerySchema,
  preferenciasBodySchema,
  TIPOS_NOTIFICACION,
} from '../schemas/notificacion.ts';
import { endpoint, ok, timestamp } from './endpoint.ts';

/** One in-app notice of the caller; `enlace` is a path of the web app. */
export const notificacionSchema = z.object({
  notificacion_id: z.number(),
  tipo: z.enum(TIPOS_NOTIFICACION),
  titulo: z.string(),
  cuerpo: z.string(),
  enlace: z.string().nullable(),
  created_at: timestamp,
  read_at: timestamp.nullable(),
});
export type NotificacionDto = z.input<typeof notificacionSchema>;

/** One kind's channels as the caller has them; `correo_disponible` says whether the kind is ever e-mailed. */
export const preferenciaDtoSchema = z.object({
  tipo: z.enum(TIPOS_NOTIFICACION),
  etiqueta: z.string(),
  descripcion: z.string(),
  correo: z.boolean(),
  app: z.boolean(),
  correo_disponible: z.boolean(),
});
export type PreferenciaDto = z.input<typeof preferenciaDtoSchema>;

const preferencias = z.array(preferenciaDtoSchema);

export const listarNotificaciones = endpoint({
  method: 'GET',
  path: '/notificacion/listar',
  access: 'session',
  querystring: notificacionesQuerySchema,
  response: ok({
    notificaciones: z.array(notificacionSchema),
    total: z.number(),
    no_leidas: z.number(),
    page: z.number(),
    limit: z.number(),
  }),
  summary: 'Las notificaciones del usuario, más recientes primero, paginadas',
});

export const contarNoLeidas = endpoint({
  method: 'GET',
  path: '/notificacion/no-leidas',
  access: 'session',
  response: ok({ no_leidas: z.number() }),
  summary: 'Cuántas notificaciones del usuario siguen sin leer',
});

export const marcarLeida = endpoint({
  method: 'POST',
  path: '/notificacion/leer/:notificacion_id',
  access: 'session',
  record: {
    resource: 'notificacion',
    param: 'notificacion_id',
    action: 'update',
    notFound: MSG.notificacionNoEncontrada,
  },
  params: z.object({ notificacion_id: idCampo('notificacion_id') }),
  response: ok({ notificacion: notificacionSchema, no_leidas: z.number() }),
  summary: 'Marca como leída una notificación propia (404 si no es del usuario)',
});

export const marcarTodasLeidas = endpoint({
  method: 'POST',
  path: '/notificacion/leer-todas',
  access: 'session',
  response: ok({ marcadas: z.number(), no_leidas: z.number() }),
  summary: 'Marca como leídas todas las notificaciones del usuario',
});

export const obtenerPreferencias = endpoint({
  method: 'GET',
  path: '/notificacion/preferencias',
  access: 'session',
  response: ok({ preferencias }),
  summary: 'Por tipo de aviso que recibe el usuario: por correo y/o en la aplicación',
});

export const guardarPreferencias = endpoint({
  method: 'PUT',
  path: '/notificacion/preferencias',
  access: 'session',
  body: preferenciasBodySchema,
  response: ok({ preferencias }),
  summary: 'Cambia por tipo de aviso si llega por correo y/o en la aplicación',
});
