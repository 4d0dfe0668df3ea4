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
import { normColumn, trgm } from './norm.ts';

export const usuario = pgTable(
  'usuario',
  {
    usuarioId: serial('usuario_id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    tipoUsuario: text('tipo_usuario', { enum: ['Admin', 'Dev', 'Cliente Principal', 'Empleado'] }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    avatarNom: text('avatar_nom'),
    avatarExt: text('avatar_ext'),
    dateEntered: timestamp('date_entered', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
    emailNorm: normColumn('email_norm', 'email'),
  },
  (t) => [
    uniqueIndex('usuario_email_lower_idx').on(sql`lower(${t.email})`),
    // The user list's and client registry's e-mail search (docs/PERFORMANCE.md, "Registries").
    index('usuario_email_trgm_idx').using('gin', trgm(t.emailNorm)),
  ],
);

export const admin = pgTable('admin', {
  adminId: serial('admin_id').primaryKey(),
  usuarioId: integer('usuario_id')
    .notNull()
    .unique()
    .references(() => usuario.usuarioId, { onDelete: 'cascade' }),
  nombre: text('nombre').notNull(),
  apellido: text('apellido').notNull().default(''),
  rut: text('rut').notNull().default(''),
  telefono: text('telefono').notNull().default(''),
});

export const sesion = pgTable(
  'sesion',
  {
    sesionId: serial('sesion_id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sesion_usuario_idx').on(t.usuarioId), index('sesion_expires_idx').on(t.expiresAt)],
);

export const tokenRecuperacion = pgTable(
  'token_recuperacion',
  {
    tokenId: serial('token_id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('token_recuperacion_expires_idx').on(t.expiresAt)],
);

/**
 * Attempt counters for sign-in, recovery, mail and file limits (docs/decisions/008 and 017): one
 * row per key and fixed window, incremented by a single INSERT … ON CONFLICT DO UPDATE … RETURNING,
 * so the count holds under concurrency and across processes. `expira` is when the row stops
 * mattering (the end of the window after its own); rows from before it existed last a day.
 */
export const limiteContador = pgTable(
  'limite_contador',
  {
    clave: text('clave').notNull(),
    ventana: timestamp('ventana', { withTimezone: true }).notNull(),
    n: integer('n').notNull(),
    expira: timestamp('expira', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.clave, t.ventana] }),
    index('limite_contador_ventana_idx').on(t.ventana),
    index('limite_contador_expira_idx').on(t.expira),
  ],
);
