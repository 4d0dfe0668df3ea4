import { z } from 'zod';
import { TIPOS_INDICE } from '../indices.ts';
import { MSG } from '../messages.ts';
import { MSG_INDICES } from '../messages-raster.ts';
import { formatoExportSchema } from '../schemas/exportar.ts';
import { fechaCampo, idCampo } from '../schemas/fields.ts';
import { binary, endpoint, ok } from './endpoint.ts';

// The measured index layers of a territory (issue 27, decision 023): periods with their layers,
// map tiles and renderings, point read-out, figures, season series, comparison of two periods,
// alert thresholds and the figures' export. Every route answers 404 for a territory (or a layer of
// one) the caller does not see, and 403 for a company it does not manage, like the territory routes.

const indiceCampo = z.enum(TIPOS_INDICE, { error: MSG.campoInvalido('indice') });

/** Where a map places an output: Web Mercator metres and Leaflet's [[sur, oeste], [norte, este]]. */
const georrefSchema = z.object({
  ancho: z.number(),
  alto: z.number(),
  mercator: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  latLng: z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]),
});

/** XYZ tiles: `url` is a template with {z}/{x}/{y}; a tile outside the data is a transparent PNG. */
const teselasSchema = z.object({ url: z.string(), zmin: z.number(), zmax: z.number() });

/** One class of an index: its label and colour (as INDICES), area and share of the valid area. */
const claseAreaSchema = z.object({
  etiqueta: z.string(),
  color: z.string(),
  area_ha: z.number(),
  pct: z.number(),
});

/** Statistics of a layer's valid pixels inside the boundary (decision 020). */
export const estadisticasSchema = z.object({
  media: z.number(),
  mediana: z.number(),
  p10: z.number(),
  p90: z.number(),
  desviacion: z.number(),
  minimo: z.number(),
  maximo: z.number(),
  /** Valid area inside the boundary, ha. */
  area_ha: z.number(),
  clases: z.array(claseAreaSchema),
  histograma: z.object({
    desde: z.number(),
    hasta: z.number(),
    paso: z.number(),
    conteos: z.array(z.number()),
  }),
});
export type EstadisticasCapa = z.input<typeof estadisticasSchema>;

/** One processed layer of a period: an index, or the true-colour imagery ('color', indice null). */
export const capaSchema = z.object({
  capa_id: z.number(),
  /** 'NDVI' … 'humedad', or 'color'. */
  capa: z.string(),
  indice: z.enum(TIPOS_INDICE).nullable(),
  teselas: teselasSchema,
  /** The whole clip as one PNG on the Web Mercator grid, for an image overlay. */
  imagen: georrefSchema.extend({ url: z.string() }),
  /** Whether the layer has a value grid (GET …/valor answers a value). */
  grilla: z.boolean(),
  estadisticas: estadisticasSchema.nullable(),
});
export type CapaRaster = z.input<typeof capaSchema>;

export const periodoRasterSchema = z.object({
  inicio: z.string(),
  termino: z.string(),
  capas: z.array(capaSchema),
  /** Rasters of the period still waiting or being processed ("En proceso"). */
  pendientes: z.number(),
  /** Rasters of the period whose processing failed. */
  errores: z.number(),
});
export type PeriodoRaster = z.input<typeof periodoRasterSchema>;

const parcelaParams = z.object({ parcela_id: idCampo('parcela_id') });
const capaParams = z.object({ capa_id: idCampo('capa_id') });
const coordenada = (campo: string, max: number) =>
  z.coerce
    .number({ error: MSG_INDICES.coordenadaInvalida })
    .min(-max, { error: MSG_INDICES.coordenadaInvalida })
    .max(max, { error: MSG_INDICES.coordenadaInvalida })
    .meta({ description: campo });
const teselaParams = capaParams.extend({
  z: z.coerce.number().int().min(0).max(24),
  x: z.coerce.number().int().min(0),
  y: z.coerce.number().int().min(0),
});

export const periodosRaster = endpoint({
  method: 'GET',
  path: '/raster/parcela/:parcela_id/periodos',
  access: 'session',
  record: { resource: 'parcela', param: 'parcela_id' },
  params: parcelaParams,
  response: ok({ periodos: z.array(periodoRasterSchema) }),
  summary:
    'Periodos con rásteres de un territorio, del más reciente al más antiguo: capas procesadas (teselas, imagen, cifras) y cuántos siguen en proceso o con error',
});

export const teselaCapa = endpoint({
  method: 'GET',
  path: '/raster/capas/:capa_id/teselas/:z/:x/:y',
  access: 'session',
  record: { resource: 'rasterCapa', param: 'capa_id' },
  params: teselaParams,
  response: binary,
  summary:
    'Tesela PNG 256 × 256 de una capa (Web Mercator XYZ); fuera de los datos, una tesela transparente. Cache-Control privado e inmutable',
});

export const imagenCapa = endpoint({
  method: 'GET',
  path: '/raster/capas/:capa_id/imagen',
  access: 'session',
  record: { resource: 'rasterCapa', param: 'capa_id' },
  params: capaParams,
  response: binary,
  summary: 'La capa completa como una imagen PNG (sus límites en `imagen.latLng` de la capa)',
});

export const valorCapa = endpoint({
  method: 'GET',
  path: '/raster/capas/:capa_id/valor',
  access: 'session',
  record: { resource: 'rasterCapa', param: 'capa_id' },
  params: capaParams,
  querystring: z.object({ lat: coordenada('lat', 90), lng: coordenada('lng', 180) }),
  response: ok({
    /** null outside the boundary, at nodata, or for a layer without values (true colour). */
    valor: z.number().nullable(),
    clase: z.string().nullable(),
    unidad: z.string(),
  }),
  summary: 'Valor del índice en un punto (lectura de la grilla de valores de la capa)',
});

/** The latest period's figures of one index of a territory, with the change from the one before. */
export const cifraSchema = z.object({
  parcela_id: z.number(),
  nombre: z.string(),
  indice: z.enum(TIPOS_INDICE),
  unidad: z.string(),
  inicio: z.string(),
  termino: z.string(),
  media: z.number(),
  mediana: z.number(),
  p10: z.number(),
  p90: z.number(),
  area_ha: z.number(),
  clases: z.array(claseAreaSchema),
  inicio_anterior: z.string().nullable(),
  media_anterior: z.number().nullable(),
  /** media − media_anterior. */
  cambio: z.number().nullable(),
  /** 'sube'/'baja' when the change exceeds the index's margin (margenCambio), else 'estable'. */
  tendencia: z.enum(['sube', 'baja', 'estable']).nullable(),
});
export type CifraIndice = z.input<typeof cifraSchema>;

export const cifrasParcela = endpoint({
  method: 'GET',
  path: '/raster/parcela/:parcela_id/cifras',
  access: 'session',
  record: { resource: 'parcela', param: 'parcela_id' },
  params: parcelaParams,
  response: ok({ cifras: z.array(cifraSchema) }),
  summary:
    'Cifras del último periodo de cada índice de un territorio (media, mediana, p10, p90, clases) y su cambio respecto del anterior',
});

export const cifrasCp = endpoint({
  method: 'GET',
  path: '/raster/cp/:cp_id/cifras',
  access: 'session',
  // Its own employees too: they get their linked territories (policies/parcela.ts).
  company: { in: 'params', key: 'cp_id', employees: true },
  params: z.object({ cp_id: idCampo('cp_id') }),
  response: ok({ cifras: z.array(cifraSchema) }),
  summary:
    'Cifras de todos los territorios de una empresa (los ligados, para un trabajador): tarjetas y ranking por último valor y por cambio',
});

const puntoSerieSchema = z.object({
  inicio: z.string(),
  termino: z.string(),
  /** Days from the start of its season (1 July), to draw both seasons on one axis. */
  dia: z.number(),
  media: z.number(),
  p10: z.number(),
  p90: z.number(),
});

export const TIPOS_ALERTA = ['caida_media', 'aumento_critica'] as const;
export type TipoAlerta = (typeof TIPOS_ALERTA)[number];

export const alertaSchema = z.object({
  alerta_id: z.number(),
  tipo: z.enum(TIPOS_ALERTA),
  indice: z.enum(TIPOS_INDICE),
  inicio: z.string(),
  inicio_anterior: z.string(),
  /** Mean (caida_media) or critical-class share in % (aumento_critica), before and after. */
  anterior: z.number(),
  actual: z.number(),
  umbral: z.number(),
  mensaje: z.string(),
});
export type AlertaRaster = z.input<typeof alertaSchema>;

const temporadaSchema = z.object({ etiqueta: z.string(), inicio: z.string(), termino: z.string() });

export const serieRaster = endpoint({
  method: 'GET',
  path: '/raster/parcela/:parcela_id/serie',
  access: 'session',
  record: { resource: 'parcela', param: 'parcela_id' },
  params: parcelaParams,
  querystring: z.object({ indice: indiceCampo.default('NDVI') }),
  response: ok({
    indice: z.enum(TIPOS_INDICE),
    unidad: z.string(),
    /** Seasons run 1 July – 30 June; the current one is the season of the newest period with data. */
    temporada: temporadaSchema,
    temporada_anterior: temporadaSchema,
    actual: z.array(puntoSerieSchema),
    anterior: z.array(puntoSerieSchema),
    alertas: z.array(alertaSchema),
  }),
  summary:
    'Serie semanal de un índice (media, p10, p90) en la temporada actual y la anterior, con las alertas como marcas',
});

export const comparacionSchema = z.object({
  indice: z.enum(TIPOS_INDICE),
  unidad: z.string(),
  a: capaSchema.extend({ inicio: z.string(), termino: z.string() }),
  b: capaSchema.extend({ inicio: z.string(), termino: z.string() }),
  /** Means over the area valid in both periods. */
  media_a: z.number(),
  media_b: z.number(),
  cambio: z.number(),
  /** The index's margin (margenCambio): a pixel changed when it moved by more than this. */
  margen: z.number(),
  area_ha: z.number(),
  subio_pct: z.number(),
  sin_cambio_pct: z.number(),
  bajo_pct: z.number(),
  /** Difference map B − A: diverging ramp over ± `rango`. */
  diferencia: z.object({
    teselas: teselasSchema,
    imagen: georrefSchema.extend({ url: z.string() }),
    rango: z.number(),
  }),
});
export type ComparacionRaster = z.input<typeof comparacionSchema>;

export const compararRaster = endpoint({
  method: 'GET',
  path: '/raster/parcela/:parcela_id/comparar',
  access: 'session',
  record: { resource: 'parcela', param: 'parcela_id' },
  params: parcelaParams,
  querystring: z.object({
    indice: indiceCampo.default('NDVI'),
    /** Start of the earlier period (default: the one before the latest). */
    a: fechaCampo('a').optional(),
    /** Start of the later period (default: the latest). */
    b: fechaCampo('b').optional(),
  }),
  response: ok({ comparacion: comparacionSchema }),
  summary:
    'Compara dos periodos de un índice sobre la misma grilla: medias, cambio, % del área que subió, se mantuvo o bajó, y el mapa de diferencias',
});

const comparacionParams = z.object({ comparacion_id: idCampo('comparacion_id') });

export const teselaDiferencia = endpoint({
  method: 'GET',
  path: '/raster/comparaciones/:comparacion_id/teselas/:z/:x/:y',
  access: 'session',
  record: { resource: 'rasterComparacion', param: 'comparacion_id' },
  params: teselaParams.omit({ capa_id: true }).extend(comparacionParams.shape),
  response: binary,
  summary: 'Tesela PNG del mapa de diferencias de una comparación (transparente fuera de los datos)',
});

export const imagenDiferencia = endpoint({
  method: 'GET',
  path: '/raster/comparaciones/:comparacion_id/imagen',
  access: 'session',
  record: { resource: 'rasterComparacion', param: 'comparacion_id' },
  params: comparacionParams,
  response: binary,
  summary: 'El mapa de diferencias de una comparación como una imagen PNG',
});

/** Alert thresholds of one index of a territory (decision 023 gives the defaults). */
export const umbralesSchema = z.object({
  indice: z.enum(TIPOS_INDICE),
  unidad: z.string(),
  /** Worsening of the mean against the previous period, index units (a rise for temperature). */
  caida_media: z.number(),
  /** Growth of the critical class's share of the area, percentage points. */
  aumento_critica: z.number(),
  /** Whether these are the defaults (nothing saved for the territory). */
  predeterminado: z.boolean(),
});
export type UmbralesRaster = z.input<typeof umbralesSchema>;

export const obtenerUmbrales = endpoint({
  method: 'GET',
  path: '/raster/parcela/:parcela_id/umbrales',
  access: 'session',
  record: { resource: 'parcela', param: 'parcela_id' },
  params: parcelaParams,
  querystring: z.object({ indice: indiceCampo.default('NDVI') }),
  response: ok({ umbrales: umbralesSchema }),
  summary: 'Umbrales de alerta de un índice de un territorio (los predeterminados si no se han cambiado)',
});

export const umbralesBodySchema = z.object({
  indice: indiceCampo.default('NDVI'),
  caida_media: z
    .number({ error: MSG_INDICES.umbralCaida })
    .gt(0, { error: MSG_INDICES.umbralCaida })
    .max(1000, { error: MSG_INDICES.umbralCaida }),
  aumento_critica: z
    .number({ error: MSG_INDICES.umbralCritica })
    .min(0.1, { error: MSG_INDICES.umbralCritica })
    .max(100, { error: MSG_INDICES.umbralCritica }),
});

export const guardarUmbrales = endpoint({
  method: 'PUT',
  path: '/raster/parcela/:parcela_id/umbrales',
  access: 'empresa',
  record: { resource: 'parcela', param: 'parcela_id', action: 'update' },
  params: parcelaParams,
  body: umbralesBodySchema,
  response: ok({ umbrales: umbralesSchema }),
  summary: 'Cambia los umbrales de alerta de un índice de un territorio (el cliente principal y el personal)',
});

export const exportarCifrasParcela = endpoint({
  method: 'GET',
  path: '/raster/parcela/:parcela_id/cifras/exportar',
  access: 'session',
  record: { resource: 'parcela', param: 'parcela_id' },
  params: parcelaParams,
  querystring: formatoExportSchema,
  response: binary,
  summary: 'Cifras de cada índice y periodo de un territorio, como XLSX o CSV',
});

export const exportarCifrasCp = endpoint({
  method: 'GET',
  path: '/raster/cp/:cp_id/cifras/exportar',
  access: 'session',
  // Its own employees too: they get their linked territories (policies/parcela.ts).
  company: { in: 'params', key: 'cp_id', employees: true },
  params: z.object({ cp_id: idCampo('cp_id') }),
  querystring: formatoExportSchema,
  response: binary,
  summary: 'Cifras de cada índice y periodo de los territorios de una empresa, como XLSX o CSV',
});
