import { z } from 'zod';
import {
  cronBodySchema,
  cronEjecutarSchema,
  logArchivoSchema,
  logsQuerySchema,
} from '../schemas/operaciones.ts';
import { binary, endpoint, ok, timestamp } from './endpoint.ts';

const estado = z.object({ status: z.enum(['ok', 'error']) });

/** Whether every audited call reached the log (beyond the three services the status tab counts). */
export const auditoriaSchema = z.object({
  status: z.enum(['ok', 'error']),
  entradas_sin_detalle: z.number(),
  entradas_perdidas: z.number(),
  ultimo_error: z.object({ at: z.string(), mensaje: z.string() }).nullable(),
});
export type Auditoria = z.input<typeof auditoriaSchema>;

/** The release (package.json, CHANGELOG.md) and the commit the server runs. */
export const versionSchema = z.object({ version: z.string(), commit: z.string() });

/** GET status's `res`: database, mailer and api, each ok or error, the audit log's health and the version. */
export const estadoServidorSchema = z.object({
  database: estado,
  mailer: estado,
  api: estado,
  auditoria: auditoriaSchema,
  version: versionSchema,
});
export type EstadoServidor = z.input<typeof estadoServidorSchema>;

/** One scheduled task as cron/listar answers it: `status` is 'true' or 'false' (docs/RULES.md#operations). */
export const tareaSchema = z.object({
  event_name: z.string(),
  status: z.enum(['true', 'false']),
  descripcion: z.string(),
  intervalo_minutos: z.number(),
  last_run_at: timestamp.nullable(),
  last_status: z.string().nullable(),
  last_detail: z.string().nullable(),
  next_run_at: timestamp.nullable(),
});
export type TareaDto = z.input<typeof tareaSchema>;

/** One log entry as logs/listar answers it. */
export const logSchema = z.object({
  logdesc_id: z.number(),
  created_at: timestamp,
  api_url: z.string(),
  api_method: z.string(),
  event_type: z.string(),
  archivo_nom: z.string(),
  archivo_ext: z.string(),
  status_code: z.number().nullable(),
  duration_ms: z.number().nullable(),
  /** The request's id: the "código de referencia" a 5xx answer shows, and `reqId` in the process log. */
  request_id: z.string().nullable(),
  usuario_email: z.string().nullable(),
});
export type LogDto = z.input<typeof logSchema>;

const tareas = z.array(tareaSchema);

export const estadoServidor = endpoint({
  method: 'GET',
  path: '/status',
  access: 'staff',
  response: ok({ res: estadoServidorSchema }),
  summary: 'Estado de la base de datos, el correo, la API y el registro de auditoría',
});

export const listarTareas = endpoint({
  method: 'GET',
  path: '/cron/listar',
  access: 'staff',
  response: ok({ tareas }),
  summary: 'Tareas programadas con su estado, último resultado y próxima ejecución',
});

// cron/activar and cron/desactivar: one task (`event_name`) or, without a body, every task.
const cambiarTareas = (accion: 'activar' | 'desactivar', verbo: string) =>
  endpoint({
    method: 'POST',
    path: `/cron/${accion}`,
    access: 'staff',
    body: cronBodySchema,
    response: ok({ tareas }),
    summary: `${verbo} una tarea (\`event_name\`) o, sin cuerpo, todas`,
  });

export const activarTareas = cambiarTareas('activar', 'Activa');
export const desactivarTareas = cambiarTareas('desactivar', 'Desactiva');

export const ejecutarTarea = endpoint({
  method: 'POST',
  path: '/cron/ejecutar',
  access: 'staff',
  body: cronEjecutarSchema,
  response: ok({
    resultado: z.object({ ran: z.literal(true), status: z.enum(['ok', 'error']), detail: z.string() }),
    tareas,
  }),
  summary: 'Ejecuta una tarea activa ahora (502 si falla)',
});

export const listarLogs = endpoint({
  method: 'GET',
  path: '/logs/listar',
  access: 'staff',
  querystring: logsQuerySchema,
  response: ok({ logs: z.array(logSchema), total: z.number(), page: z.number(), page_size: z.number() }),
  summary: 'Registro de llamadas (20 por página, más recientes primero), con filtros',
});

export const descargarLog = endpoint({
  method: 'GET',
  path: '/descargar/logs/:archivo',
  access: 'staff',
  params: logArchivoSchema,
  response: binary,
  summary: 'El detalle de una entrada del registro, como archivo JSON',
});
