import { z } from 'zod';
import type {
  EstadoServidor as EstadoWire,
  LogDto as LogWire,
  TareaDto as TareaWire,
} from '../contracts/operaciones.ts';
import { MSG } from '../messages.ts';
import { fechaCampo, idCampo } from './fields.ts';

/** Outcome classes of a log entry, from its HTTP status. */
export const EVENT_TYPES = ['exito', 'error_cliente', 'error_servidor'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  exito: 'Éxito',
  error_cliente: 'Error del cliente',
  error_servidor: 'Error del servidor',
};

/** Methods a log entry can carry (state-changing calls, plus failing GETs). */
export const LOG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The three checks of the server status tab (docs/RULES.md#display: "3 services"). */
export const SERVICIOS_ESTADO = ['database', 'mailer', 'api'] as const;
export type ServicioEstado = (typeof SERVICIOS_ESTADO)[number];

/** Activo/Inactivo choices of the task edit modal; Inactivo calls desactivar, anything else activar. */
export const ESTADOS_TAREA = ['Activo', 'Inactivo'] as const;

// Query strings send '' for an empty filter, forms null: treat both as absent.
const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** POST cron/activar | cron/desactivar: the body is optional; without event_name every task changes. */
export const cronBodySchema = z
  .object({
    event_name: z
      .string({ error: MSG.campoInvalido('event_name') })
      .trim()
      .min(1, { error: MSG.campoInvalido('event_name') })
      .max(100)
      .optional(),
  })
  .nullish();
export type CronBody = z.infer<typeof cronBodySchema>;

/** POST cron/ejecutar: one task, run now. */
export const cronEjecutarSchema = z.object({
  event_name: z
    .string({ error: MSG.campoRequerido('event_name') })
    .trim()
    .min(1, { error: MSG.campoRequerido('event_name') })
    .max(100),
});

/** GET logs/listar filters (docs/RULES.md#display: id, created_at, api_url, api_method, event_type) and the page. */
export const logsQuerySchema = z.object({
  page: z.preprocess(
    blank,
    z.coerce
      .number({ error: MSG.campoInvalido('page') })
      .int()
      .min(1)
      .max(100_000)
      .default(1),
  ),
  id: z.preprocess(blank, idCampo('id').optional()),
  created_at: z.preprocess(blank, fechaCampo('created_at').optional()),
  api_url: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(300, { error: MSG.campoInvalido('api_url') })
      .optional(),
  ),
  api_method: z.preprocess(
    (v) => (typeof blank(v) === 'string' ? (v as string).trim().toUpperCase() : blank(v)),
    z.enum(LOG_METHODS, { error: MSG.campoInvalido('api_method') }).optional(),
  ),
  event_type: z.preprocess(blank, z.enum(EVENT_TYPES, { error: MSG.campoInvalido('event_type') }).optional()),
  request_id: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, { error: MSG.campoInvalido('request_id') })
      .optional(),
  ),
});
export type LogsQuery = z.infer<typeof logsQuerySchema>;
export type LogsFiltros = Omit<Partial<LogsQuery>, 'page'>;

/** GET descargar/logs/{archivo}: `{archivo_nom}.{archivo_ext}`. */
export const logArchivoSchema = z.object({
  archivo: z.string().regex(/^[A-Za-z0-9_-]{1,80}\.json$/, { error: MSG.campoInvalido('archivo') }),
});

/** One scheduled task as cron/listar answers it (the wire form of the contract's schema). */
export type TareaDto = TareaWire;

/** One log entry as logs/listar answers it (the wire form of the contract's schema). */
export type LogDto = LogWire;

/** The status tab's checks (the wire form of the contract's schema). */
export type EstadoServidor = EstadoWire;

/** Spanish names of the scheduled tasks, by their `event_name` (the API key stays as the spec's). */
export const TAREA_NOMBRES: Readonly<Record<string, string>> = {
  recordatorio_facturas_vencidas: 'Recordatorio de facturas vencidas',
  aviso_nuevos_informes: 'Aviso de nuevos informes',
  purga_sesiones: 'Purga de sesiones vencidas',
  limpieza_archivos: 'Limpieza de archivos sin uso',
};

/** A task's Spanish name; an unknown key is shown in words (underscores as spaces), never in snake_case. */
export const tareaNombre = (eventName: string) => {
  const nombre = TAREA_NOMBRES[eventName];
  if (nombre) return nombre;
  const palabras = eventName.replace(/_/g, ' ').trim();
  return palabras.charAt(0).toUpperCase() + palabras.slice(1);
};
