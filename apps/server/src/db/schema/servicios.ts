import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clientePrincipal, parcela } from './clientes.ts';
import { usuario } from './identity.ts';

export const servicio = pgTable(
  'servicio',
  {
    servicioId: serial('servicio_id').primaryKey(),
    parcelaId: integer('parcela_id')
      .notNull()
      .references(() => parcela.parcelaId, { onDelete: 'cascade' }),
    cpId: integer('cp_id')
      .notNull()
      .references(() => clientePrincipal.cpId, { onDelete: 'cascade' }),
    tipoServicio: text('tipo_servicio', { enum: ['EDEB Foliar', 'EDEB Sensores', 'EDEB Full'] }).notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    dateEntered: timestamp('date_entered', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  // One live service per territory: Agregar Servicio updates it instead of adding another.
  (t) => [
    uniqueIndex('servicio_parcela_vivo_uq')
      .on(t.parcelaId)
      .where(sql`${t.isDeleted} = false`),
    // A company's live services (the map list and its fingerprint): without it, a company's map read
    // every service of the platform (a hash join over 100 k rows, 6 ms of the 7 its fingerprint took).
    index('servicio_cp_vivo_idx')
      .on(t.cpId)
      .where(sql`${t.isDeleted} = false`),
  ],
);

/** One upload of a group's files for one period; its uniqueness is the 409 "already uploaded" rule. */
export const carga = pgTable(
  'carga',
  {
    cargaId: serial('carga_id').primaryKey(),
    servicioId: integer('servicio_id')
      .notNull()
      .references(() => servicio.servicioId, { onDelete: 'cascade' }),
    grupo: text('grupo', { enum: ['edeb', 'sensores', 'global'] }).notNull(),
    inicio: date('inicio', { mode: 'string' }).notNull(),
    termino: date('termino', { mode: 'string' }).notNull(),
    subidoPor: integer('subido_por').references(() => usuario.usuarioId, { onDelete: 'set null' }),
    notificadoAt: timestamp('notificado_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('carga_servicio_grupo_inicio_uq').on(t.servicioId, t.grupo, t.inicio)],
);

export const archivoServicio = pgTable(
  'archivo_servicio',
  {
    archivoId: serial('archivo_id').primaryKey(),
    cargaId: integer('carga_id')
      .notNull()
      .references(() => carga.cargaId, { onDelete: 'cascade' }),
    servicioId: integer('servicio_id')
      .notNull()
      .references(() => servicio.servicioId, { onDelete: 'cascade' }),
    tipoSubida: text('tipo_subida').notNull(),
    campo: text('campo').notNull(),
    // Server-made stored name (unguessable); the uploader's name is kept for display and downloads.
    nombre: text('nombre').notNull().unique(),
    extension: text('extension').notNull(),
    nombreOriginal: text('nombre_original').notNull(),
    mime: text('mime').notNull(),
    tamano: bigint('tamano', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    /**
     * CRC-32 of the stored bytes (unsigned), computed as they were stored, so the period ZIP sends
     * the file without hashing it; null for files stored before it was kept, filled by their first ZIP.
     */
    crc: bigint('crc', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('archivo_servicio_servicio_idx').on(t.servicioId)],
);

export const videoTutorial = pgTable('video_tutorial', {
  videoId: serial('video_id').primaryKey(),
  manual: text('manual', { enum: ['empleado', 'cliente', 'admin'] }).notNull(),
  titulo: text('titulo').notNull(),
  orden: integer('orden').notNull().default(0),
  storageKey: text('storage_key').notNull(),
  thumbnailKey: text('thumbnail_key'),
  /** Its Spanish WebVTT caption track, when it has one. */
  subtitulosKey: text('subtitulos_key'),
  mime: text('mime').notNull().default('video/mp4'),
  tamano: bigint('tamano', { mode: 'number' }).notNull(),
});
