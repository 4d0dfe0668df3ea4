import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { TIPOS_NOTIFICACION } from '@agro/domain/schemas/notificacion';
import { usuario } from './identity.ts';

/**
 * One in-app notice for one user. `clave` names the event it reports (an upload, an invoice in
 * a state), so a retried or repeated emitter adds nothing: unique per user when present.
 */
export const notificacion = pgTable(
  'notificacion',
  {
    notificacionId: serial('notificacion_id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: TIPOS_NOTIFICACION }).notNull(),
    titulo: text('titulo').notNull(),
    cuerpo: text('cuerpo').notNull().default(''),
    enlace: text('enlace'),
    clave: text('clave'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notificacion_usuario_idx').on(t.usuarioId, t.createdAt),
    index('notificacion_no_leida_idx')
      .on(t.usuarioId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notificacion_clave_idx').on(t.usuarioId, t.clave),
  ],
);

/** A user's channels for one kind; a kind without a row goes out on every channel. */
export const preferenciaNotificacion = pgTable(
  'preferencia_notificacion',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: TIPOS_NOTIFICACION }).notNull(),
    correo: boolean('correo').notNull().default(true),
    app: boolean('app').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.tipo] })],
);
