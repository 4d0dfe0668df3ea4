import { doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Geometria } from '@agro/domain/limites';
import { parcela } from './clientes.ts';
import { usuario } from './identity.ts';

// A boundary's columns, the same in the current and the previous one, so that a restore is a swap.
const columnasLimite = () => ({
  parcelaId: integer('parcela_id')
    .primaryKey()
    .references(() => parcela.parcelaId, { onDelete: 'cascade' }),
  geometria: jsonb('geometria').$type<Geometria>().notNull(),
  areaM2: doublePrecision('area_m2').notNull(),
  centroLat: doublePrecision('centro_lat').notNull(),
  centroLon: doublePrecision('centro_lon').notNull(),
  bboxOeste: doublePrecision('bbox_oeste').notNull(),
  bboxSur: doublePrecision('bbox_sur').notNull(),
  bboxEste: doublePrecision('bbox_este').notNull(),
  bboxNorte: doublePrecision('bbox_norte').notNull(),
  origen: text('origen', { enum: ['geojson', 'kml', 'kmz', 'dibujo'] }).notNull(),
  actualizadoPor: integer('actualizado_por').references(() => usuario.usuarioId, { onDelete: 'set null' }),
  actualizado: timestamp('actualizado', { withTimezone: true }).notNull().defaultNow(),
});

/** A territory's boundary (one per territory), with the area and centroid computed when it was stored. */
export const parcelaLimite = pgTable('parcela_limite', columnasLimite());

/**
 * The boundary a territory had before its last change (one per territory), kept so that a
 * mistaken upload can be undone with "Restaurar límite anterior" (migration 0007).
 */
export const parcelaLimiteAnterior = pgTable('parcela_limite_anterior', columnasLimite());
