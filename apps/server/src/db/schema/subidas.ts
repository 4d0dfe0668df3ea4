import type { DescRaster } from '@agro/domain/schemas/raster';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usuario } from './identity.ts';
import { servicio } from './servicios.ts';

/**
 * One resumable (tus) upload of a report file, from its creation until the period is committed
 * (decision 011). Its bytes live in the shared store under `subidas/{subida_id}`; this row is the
 * state every server process sees: which slot of which period it fills, whether it is complete and
 * what its content turned out to be, and which request holds its lock (a lease, so a PATCH that a
 * dropped connection left running on another process can be asked to let go).
 */
export const subida = pgTable(
  'subida',
  {
    subidaId: text('subida_id').primaryKey(),
    servicioId: integer('servicio_id')
      .notNull()
      .references(() => servicio.servicioId, { onDelete: 'cascade' }),
    grupo: text('grupo', { enum: ['edeb', 'sensores', 'global'] }).notNull(),
    inicio: date('inicio', { mode: 'string' }).notNull(),
    termino: date('termino', { mode: 'string' }).notNull(),
    campo: text('campo').notNull(),
    nombreOriginal: text('nombre_original').notNull(),
    tamano: bigint('tamano', { mode: 'number' }).notNull(),
    creadoPor: integer('creado_por').references(() => usuario.usuarioId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completadaAt: timestamp('completada_at', { withTimezone: true }),
    extension: text('extension'),
    mime: text('mime'),
    bloqueoDe: text('bloqueo_de'),
    bloqueoHasta: timestamp('bloqueo_hasta', { withTimezone: true }),
    liberar: boolean('liberar').notNull().default(false),
    /** What a raster slot's file holds (its Upload-Metadata `raster` entry, decision 021). */
    raster: jsonb('raster').$type<DescRaster>(),
    /**
     * CRC-32 of the bytes received so far and the offset it covers (the PATCHes may reach different
     * processes); null when a write could not be followed, and then the file's CRC is left to its first ZIP.
     */
    crc: bigint('crc', { mode: 'number' }),
    crcHasta: bigint('crc_hasta', { mode: 'number' }),
  },
  (t) => [
    index('subida_periodo_idx').on(t.servicioId, t.grupo, t.inicio),
    index('subida_created_idx').on(t.createdAt),
  ],
);
