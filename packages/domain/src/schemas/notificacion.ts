import { z } from 'zod';
import type { Role } from '../constants.ts';
import { MSG } from '../messages.ts';

/** What an in-app notice is about; preferences are kept per kind. */
export const TIPOS_NOTIFICACION = ['informes', 'alertas', 'facturas', 'pagos', 'tareas'] as const;
export type TipoNotificacion = (typeof TIPOS_NOTIFICACION)[number];

/** Each kind: its Spanish label, who gets it, and whether it also goes out by e-mail. */
export const TIPO_NOTIFICACION_INFO: Record<
  TipoNotificacion,
  { etiqueta: string; descripcion: string; roles: readonly Role[]; correo: boolean }
> = {
  informes: {
    etiqueta: 'Nuevos informes',
    descripcion: 'Se publicaron archivos de un territorio que puedes ver.',
    roles: ['Cliente Principal', 'Empleado'],
    correo: true,
  },
  alertas: {
    etiqueta: 'Alertas de índices',
    descripcion:
      'El índice de un territorio que puedes ver bajó, o su clase crítica creció, más que su umbral.',
    roles: ['Cliente Principal', 'Empleado'],
    correo: true,
  },
  facturas: {
    etiqueta: 'Facturas por vencer y vencidas',
    descripcion: 'Una factura vence dentro de 7 días o ya venció con saldo pendiente.',
    roles: ['Cliente Principal'],
    correo: true,
  },
  pagos: {
    etiqueta: 'Pagos registrados',
    descripcion: 'Se registró un pago a una de tus facturas.',
    roles: ['Cliente Principal'],
    correo: true,
  },
  tareas: {
    etiqueta: 'Fallas de tareas programadas',
    descripcion: 'Una tarea programada terminó con error.',
    roles: ['Admin', 'Dev'],
    correo: false,
  },
};

/** The kinds a role receives, in display order. */
export const tiposDeRol = (role: Role): TipoNotificacion[] =>
  TIPOS_NOTIFICACION.filter((t) => TIPO_NOTIFICACION_INFO[t].roles.includes(role));

/** Notifications per page: the default and the most one request may ask for. */
export const NOTIFICACIONES_POR_PAGINA = 20;
export const NOTIFICACIONES_POR_PAGINA_MAX = 50;

// Query strings send '' for an absent value.
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const entero = (campo: string, max: number, porDefecto: number) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: MSG.campoInvalido(campo) })
      .int({ error: MSG.campoInvalido(campo) })
      .min(1, { error: MSG.campoInvalido(campo) })
      .max(max, { error: MSG.campoInvalido(campo) })
      .default(porDefecto),
  );

/** GET notificacion/listar: the page and its size (at most NOTIFICACIONES_POR_PAGINA_MAX). */
export const notificacionesQuerySchema = z.object({
  page: entero('page', 100_000, 1),
  limit: entero('limit', NOTIFICACIONES_POR_PAGINA_MAX, NOTIFICACIONES_POR_PAGINA),
});
export type NotificacionesQuery = z.infer<typeof notificacionesQuerySchema>;

/** One kind's channels. */
export const preferenciaSchema = z.object({
  tipo: z.enum(TIPOS_NOTIFICACION, { error: MSG.campoInvalido('tipo') }),
  correo: z.boolean({ error: MSG.campoInvalido('correo') }),
  app: z.boolean({ error: MSG.campoInvalido('app') }),
});
export type Preferencia = z.infer<typeof preferenciaSchema>;

/** PUT notificacion/preferencias: the kinds to change (each kind at most once). */
export const preferenciasBodySchema = z.object({
  preferencias: z
    .array(preferenciaSchema, { error: MSG.campoRequerido('preferencias') })
    .min(1, { error: MSG.campoRequerido('preferencias') })
    .max(TIPOS_NOTIFICACION.length, { error: MSG.campoInvalido('preferencias') })
    .refine((ps) => new Set(ps.map((p) => p.tipo)).size === ps.length, {
      error: MSG.campoInvalido('preferencias'),
    }),
});
export type PreferenciasBody = z.infer<typeof preferenciasBodySchema>;
