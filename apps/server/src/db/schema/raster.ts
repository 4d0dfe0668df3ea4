// Georeferenced rasters of a report period (decision 020) and the figures their processing left.
// A `raster` row is written in the same transaction as its archivo_servicio row and is then claimed
// by one process at a time (estado, tomado_por, tomado_hasta: a lease that another process may take
// over once it expires); `raster_capa` holds one row per produced layer.
import { ESTADOS_RASTER } from '@agro/domain/schemas/raster';
import type { Banda, TipoIndice } from '@agro/domain/indices';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { ResultadoRaster } from '../../raster/process.ts';
import { parcela } from './clientes.ts';
import { archivoServicio, servicio } from './servicios.ts';


export interface ImagenCapa {
  ruta: string;
  ancho: number;
  alto: number;
  mercator: [number, number, number, number];
  latLng: [[number, number], [number, number]];
}

export const raster = pgTable(
  'raster',
  {
    rasterId: serial('raster_id').primaryKey(),
    archivoId: integer('archivo_id')
      .notNull()
      .unique()
      .references(() => archivoServicio.archivoId, { onDelete: 'cascade' }),
    servicioId: integer('servicio_id')
      .notNull()
      .references(() => servicio.servicioId, { onDelete: 'cascade' }),
    parcelaId: integer('parcela_id')
      .notNull()
      .references(() => parcela.parcelaId, { onDelete: 'cascade' }),
    inicio: date('inicio', { mode: 'string' }).notNull(),
    termino: date('termino', { mode: 'string' }).notNull(),
    tipo: text('tipo', { enum: ['indice', 'multiespectral', 'color'] }).notNull(),
    indice: text('indice').$type<TipoIndice>(),
    bandas: jsonb('bandas').$type<Partial<Record<Banda, number>>>(),
    estado: text('estado', { enum: ESTADOS_RASTER }).notNull().default('pendiente'),
    /** Spanish reason shown to staff when estado is 'error'. */
    motivo: text('motivo'),
    intentos: integer('intentos').notNull().default(0),
    tomadoPor: text('tomado_por'),
    tomadoHasta: timestamp('tomado_hasta', { withTimezone: true }),
    info: jsonb('info').$type<ResultadoRaster['raster']>(),
    /** Storage key prefix of every output of this raster, ending in '/'. */
    prefijo: text('prefijo').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    procesadoAt: timestamp('procesado_at', { withTimezone: true }),
  },
  (t) => [
    index('raster_estado_idx').on(t.estado, t.tomadoHasta),
    index('raster_parcela_inicio_idx').on(t.parcelaId, t.inicio),
  ],
);

export const rasterCapa = pgTable(
  'raster_capa',
  {
    capaId: serial('capa_id').primaryKey(),
    rasterId: integer('raster_id')
      .notNull()
      .references(() => raster.rasterId, { onDelete: 'cascade' }),
    parcelaId: integer('parcela_id').notNull(),
    inicio: date('inicio', { mode: 'string' }).notNull(),
    termino: date('termino', { mode: 'string' }).notNull(),
    /** 'NDVI' … 'humedad', or 'color' for true colour. */
    capa: text('capa').notNull(),
    indice: text('indice').$type<TipoIndice>(),
    media: doublePrecision('media'),
    mediana: doublePrecision('mediana'),
    p10: doublePrecision('p10'),
    p90: doublePrecision('p90'),
    desviacion: doublePrecision('desviacion'),
    minimo: doublePrecision('minimo'),
    maximo: doublePrecision('maximo'),
    pixeles: integer('pixeles'),
    areaValidaM2: doublePrecision('area_valida_m2'),
    /** Area (m²) per class, in the order of the kind's classes. */
    clases: jsonb('clases').$type<number[]>(),
    histograma: jsonb('histograma').$type<{
      desde: number;
      hasta: number;
      paso: number;
      conteos: number[];
    }>(),
    teselas: jsonb('teselas')
      .$type<{ plantilla: string; zmin: number; zmax: number; cantidad: number }>()
      .notNull(),
    imagen: jsonb('imagen').$type<ImagenCapa>().notNull(),
    grilla: jsonb('grilla').$type<ImagenCapa>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('raster_capa_raster_capa_uq').on(t.rasterId, t.capa),
    index('raster_capa_parcela_idx').on(t.parcelaId, t.capa, t.inicio),
  ],
);
