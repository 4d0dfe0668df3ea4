import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { usuario } from './identity.ts';

export const tareaProgramada = pgTable('tarea_programada', {
  eventName: text('event_name').primaryKey(),
  descripcion: text('descripcion').notNull(),
  intervaloMinutos: integer('intervalo_minutos').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastStatus: text('last_status'),
  lastDetail: text('last_detail'),
});

/** One row per task and time slot: inserting it is how a process claims the run, so each slot runs once. */
export const tareaEjecucion = pgTable(
  'tarea_ejecucion',
  {
    eventName: text('event_name')
      .notNull()
      .references(() => tareaProgramada.eventName, { onDelete: 'cascade' }),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    status: text('status').notNull().default('running'),
    detail: text('detail'),
    runner: text('runner'),
  },
  (t) => [primaryKey({ columns: [t.eventName, t.slot] })],
);

export const logEntry = pgTable(
  'log_entry',
  {
    logdescId: serial('logdesc_id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    apiUrl: text('api_url').notNull(),
    apiMethod: text('api_method').notNull(),
    eventType: text('event_type').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    usuarioId: integer('usuario_id').references(() => usuario.usuarioId, { onDelete: 'set null' }),
    ip: text('ip'),
    /** The request's id (X-Request-Id, the "código de referencia" of a 5xx), to find its process log lines. */
    requestId: text('request_id'),
    archivoNom: text('archivo_nom').notNull(),
    archivoExt: text('archivo_ext').notNull().default('json'),
    detalle: jsonb('detalle').notNull().default({}),
  },
  (t) => [index('log_entry_created_idx').on(t.createdAt), index('log_entry_request_idx').on(t.requestId)],
);

/** Site contact configuration (docs/RULES.md#entities), one row, refreshed from the environment at start. */
export const configContacto = pgTable('config_contacto', {
  configId: integer('config_id').primaryKey().default(1),
  facebookUrl: text('facebook_url').notNull(),
  instagramUrl: text('instagram_url').notNull(),
  linkedinUrl: text('linkedin_url').notNull(),
  emailContacto: text('email_contacto').notNull(),
  direccion: text('direccion').notNull(),
  fonoContactoPrincipal: text('fono_contacto_principal').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
