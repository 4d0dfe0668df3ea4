// What the measured layers add on top of processing (decision 023): alert thresholds per territory
// and index, the alerts raised (one per territory, index, period and kind), and the comparisons of
// two periods computed on first request and kept (their difference tiles live in Storage).
import type { TipoIndice } from '@agro/domain/indices';
import {
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { ResultadoComparacion } from '../../raster/diff.ts';
import { parcela } from './clientes.ts';
import { rasterCapa } from './raster.ts';

export const rasterUmbral = pgTable(
  'raster_umbral',
  {
    parcelaId: integer('parcela_id')
      .notNull()
      .references(() => parcela.parcelaId, { onDelete: 'cascade' }),
    indice: text('indice').$type<TipoIndice>().notNull(),
    caidaMedia: doublePrecision('caida_media').notNull(),
    aumentoCritica: doublePrecision('aumento_critica').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.parcelaId, t.indice] })],
);

export const rasterAlerta = pgTable(
  'raster_alerta',
  {
    alertaId: serial('alerta_id').primaryKey(),
    parcelaId: integer('parcela_id')
      .notNull()
      .references(() => parcela.parcelaId, { onDelete: 'cascade' }),
    indice: text('indice').$type<TipoIndice>().notNull(),
    tipo: text('tipo', { enum: ['caida_media', 'aumento_critica'] }).notNull(),
    inicio: date('inicio', { mode: 'string' }).notNull(),
    inicioAnterior: date('inicio_anterior', { mode: 'string' }).notNull(),
    /** Mean, or the critical class's share of the area in %, before and after. */
    anterior: doublePrecision('anterior').notNull(),
    actual: doublePrecision('actual').notNull(),
    umbral: doublePrecision('umbral').notNull(),
    mensaje: text('mensaje').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('raster_alerta_uq').on(t.parcelaId, t.indice, t.inicio, t.tipo)],
);

export const rasterComparacion = pgTable(
  'raster_comparacion',
  {
    comparacionId: serial('comparacion_id').primaryKey(),
    parcelaId: integer('parcela_id')
      .notNull()
      .references(() => parcela.parcelaId, { onDelete: 'cascade' }),
    capaA: integer('capa_a')
      .notNull()
      .references(() => rasterCapa.capaId, { onDelete: 'cascade' }),
    capaB: integer('capa_b')
      .notNull()
      .references(() => rasterCapa.capaId, { onDelete: 'cascade' }),
    /** Storage key prefix of the difference map's outputs, ending in '/'. */
    prefijo: text('prefijo').notNull(),
    resultado: jsonb('resultado').$type<ResultadoComparacion>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('raster_comparacion_uq').on(t.capaA, t.capaB)],
);
