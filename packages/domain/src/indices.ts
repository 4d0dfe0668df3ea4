/**
 * What a georeferenced raster measures (issue 27, decision 020): the kinds of index, their units,
 * class thresholds, colour ramps and change margins. The server computes figures with them and the
 * web shows the same legend, so both read them from here.
 */

/** Kinds of a one-band index raster. NDVI, NDRE and GNDVI are also computed from multispectral bands. */
export const TIPOS_INDICE = ['NDVI', 'NDRE', 'GNDVI', 'NDMI', 'temperatura', 'humedad'] as const;
export type TipoIndice = (typeof TIPOS_INDICE)[number];

/** Indices computed from a multispectral raster, with the bands each one needs. */
export const INDICES_MULTIESPECTRALES = {
  NDVI: ['nir', 'rojo'],
  NDRE: ['nir', 'borde_rojo'],
  GNDVI: ['nir', 'verde'],
} as const satisfies Partial<Record<TipoIndice, readonly Banda[]>>;

/** Bands a multispectral raster may carry; the uploader says which band number is which. */
export const BANDAS = ['rojo', 'verde', 'azul', 'borde_rojo', 'nir'] as const;
export type Banda = (typeof BANDAS)[number];
export const ETIQUETA_BANDA: Record<Banda, string> = {
  rojo: 'Rojo',
  verde: 'Verde',
  azul: 'Azul',
  borde_rojo: 'Borde rojo',
  nir: 'Infrarrojo cercano (NIR)',
};

/** A colour ramp: value → colour, linear between stops (sRGB hex), clamped beyond the ends. */
export type Rampa = readonly (readonly [valor: number, color: string])[];

export interface Clase {
  etiqueta: string;
  color: string;
}

export interface DefinicionIndice {
  etiqueta: string;
  descripcion: string;
  /** Unit shown after values ('' for a dimensionless index). */
  unidad: string;
  /** Decimals shown. */
  decimales: number;
  /**
   * Ascending thresholds between classes: a value v is in class i when it is at least the i-th
   * threshold and below the next (so `[0.2, 0.4, 0.6]` makes < 0.2, 0.2–0.4, 0.4–0.6, ≥ 0.6).
   */
  umbrales: readonly number[];
  /** One more class than thresholds, in the same order. */
  clases: readonly Clase[];
  /** The class whose growth means trouble (alerts): the lowest vigour, the driest, the hottest. */
  claseCritica: number;
  rampa: Rampa;
  /** Histogram bins: from, to, width (values outside fall in the first or last bin). */
  histograma: { desde: number; hasta: number; paso: number };
  /** A pixel changed between two periods when it moved by more than this (comparisons). */
  margenCambio: number;
  /** Range of the difference map's diverging ramp (± this). */
  rangoDiferencia: number;
}

// Red → yellow → green, the usual vigour ramp (ColorBrewer RdYlGn).
const VIGOR = ['#a50026', '#f46d43', '#fee08b', '#a6d96a', '#1a9850', '#006837'] as const;
const rampaVigor = (valores: readonly number[]): Rampa => valores.map((v, i) => [v, VIGOR[i]!] as const);
const clasesVigor = (bajo = 'Suelo / estrés'): Clase[] => [
  { etiqueta: bajo, color: '#d73027' },
  { etiqueta: 'Vigor bajo', color: '#fdae61' },
  { etiqueta: 'Vigor medio', color: '#a6d96a' },
  { etiqueta: 'Vigor alto', color: '#1a9850' },
];

/** Every kind of index raster, with its documented thresholds (decision 020 gives the sources). */
export const INDICES: Record<TipoIndice, DefinicionIndice> = {
  NDVI: {
    etiqueta: 'NDVI',
    descripcion: 'Índice de vegetación de diferencia normalizada: vigor y cobertura del follaje',
    unidad: '',
    decimales: 2,
    umbrales: [0.2, 0.4, 0.6],
    clases: clasesVigor(),
    claseCritica: 0,
    rampa: rampaVigor([0, 0.2, 0.4, 0.6, 0.8, 0.9]),
    histograma: { desde: -0.2, hasta: 1, paso: 0.05 },
    margenCambio: 0.05,
    rangoDiferencia: 0.3,
  },
  NDRE: {
    etiqueta: 'NDRE',
    descripcion: 'Índice de borde rojo: clorofila y nitrógeno en follaje denso',
    unidad: '',
    decimales: 2,
    umbrales: [0.15, 0.25, 0.35],
    clases: clasesVigor(),
    claseCritica: 0,
    rampa: rampaVigor([0, 0.15, 0.25, 0.35, 0.45, 0.6]),
    histograma: { desde: -0.1, hasta: 0.7, paso: 0.025 },
    margenCambio: 0.03,
    rangoDiferencia: 0.2,
  },
  GNDVI: {
    etiqueta: 'GNDVI',
    descripcion: 'NDVI verde: contenido de clorofila, sensible en follaje denso',
    unidad: '',
    decimales: 2,
    umbrales: [0.3, 0.45, 0.6],
    clases: clasesVigor(),
    claseCritica: 0,
    rampa: rampaVigor([0.1, 0.3, 0.45, 0.6, 0.75, 0.85]),
    histograma: { desde: -0.2, hasta: 1, paso: 0.05 },
    margenCambio: 0.05,
    rangoDiferencia: 0.3,
  },
  NDMI: {
    etiqueta: 'NDMI',
    descripcion: 'Índice de humedad de diferencia normalizada: agua en el follaje',
    unidad: '',
    decimales: 2,
    umbrales: [0, 0.2, 0.4],
    clases: [
      { etiqueta: 'Estrés hídrico', color: '#8c510a' },
      { etiqueta: 'Humedad baja', color: '#dfc27d' },
      { etiqueta: 'Humedad media', color: '#80cdc1' },
      { etiqueta: 'Humedad alta', color: '#01665e' },
    ],
    claseCritica: 0,
    rampa: [
      [-0.2, '#8c510a'],
      [0, '#dfc27d'],
      [0.2, '#f6e8c3'],
      [0.3, '#80cdc1'],
      [0.5, '#01665e'],
    ],
    histograma: { desde: -0.4, hasta: 0.8, paso: 0.05 },
    margenCambio: 0.05,
    rangoDiferencia: 0.3,
  },
  temperatura: {
    etiqueta: 'Temperatura de canopia',
    descripcion: 'Temperatura del follaje medida por sensores térmicos (mediodía)',
    unidad: '°C',
    decimales: 1,
    umbrales: [20, 26, 32],
    clases: [
      { etiqueta: 'Fresca', color: '#4575b4' },
      { etiqueta: 'Normal', color: '#abd9e9' },
      { etiqueta: 'Elevada', color: '#fdae61' },
      { etiqueta: 'Estrés térmico', color: '#d73027' },
    ],
    claseCritica: 3,
    rampa: [
      [14, '#313695'],
      [20, '#74add1'],
      [26, '#ffffbf'],
      [32, '#f46d43'],
      [38, '#a50026'],
    ],
    histograma: { desde: 10, hasta: 42, paso: 1 },
    margenCambio: 1,
    rangoDiferencia: 5,
  },
  humedad: {
    etiqueta: 'Humedad de suelo',
    descripcion: 'Contenido volumétrico de agua del suelo (sondas, zona de raíces)',
    unidad: '%',
    decimales: 1,
    umbrales: [12, 20, 35],
    clases: [
      { etiqueta: 'Seco (cerca del punto de marchitez)', color: '#8c510a' },
      { etiqueta: 'Bajo', color: '#dfc27d' },
      { etiqueta: 'Adecuado', color: '#35978f' },
      { etiqueta: 'Saturado', color: '#2166ac' },
    ],
    claseCritica: 0,
    rampa: [
      [5, '#8c510a'],
      [12, '#dfc27d'],
      [20, '#c7eae5'],
      [30, '#35978f'],
      [45, '#2166ac'],
    ],
    histograma: { desde: 0, hasta: 60, paso: 2.5 },
    margenCambio: 2,
    rangoDiferencia: 10,
  },
};

/** Diverging ramp of a difference map (later − earlier), scaled to ± the kind's `rangoDiferencia`. */
export function rampaDiferencia(tipo: TipoIndice): Rampa {
  const r = INDICES[tipo].rangoDiferencia;
  return [
    [-r, '#b2182b'],
    [-r / 2, '#ef8a62'],
    [0, '#f7f7f7'],
    [r / 2, '#67a9cf'],
    [r, '#2166ac'],
  ];
}

/** Classes of a difference map: declined, stable, improved by more than the kind's margin. */
export function clasesDiferencia(tipo: TipoIndice): { umbrales: number[]; clases: Clase[] } {
  const m = INDICES[tipo].margenCambio;
  // For temperature a rise is the bad direction; the labels say what moved, not whether it is good.
  return {
    umbrales: [-m, m],
    clases: [
      { etiqueta: 'Bajó', color: '#b2182b' },
      { etiqueta: 'Sin cambio', color: '#f7f7f7' },
      { etiqueta: 'Subió', color: '#2166ac' },
    ],
  };
}

/** What a GeoTIFF holds for the pipeline: one index band, multispectral bands, or true colour. */
export const TIPOS_RASTER = ['indice', 'multiespectral', 'color'] as const;
export type TipoRaster = (typeof TIPOS_RASTER)[number];

/** Largest raster accepted, by declared pixels (width × height), checked before reading any data. */
export const RASTER_MAX_PIXELES = 1_000_000_000;

/** Coordinate systems accepted, by EPSG code, with their names (decision 020). */
export const CRS_SOPORTADOS: Record<number, string> = {
  4326: 'WGS 84 (geográficas)',
  3857: 'WGS 84 / Pseudo-Mercator',
  32718: 'WGS 84 / UTM 18S',
  32719: 'WGS 84 / UTM 19S',
  5362: 'SIRGAS-Chile 2002 / UTM 18S',
  5361: 'SIRGAS-Chile 2002 / UTM 19S',
  9149: 'SIRGAS-Chile 2013 / UTM 18S',
  9150: 'SIRGAS-Chile 2013 / UTM 19S',
  9154: 'SIRGAS-Chile 2016 / UTM 18S',
  9155: 'SIRGAS-Chile 2016 / UTM 19S',
  20048: 'SIRGAS-Chile 2021 / UTM 18S',
  20049: 'SIRGAS-Chile 2021 / UTM 19S',
  31978: 'SIRGAS 2000 / UTM 18S',
  31979: 'SIRGAS 2000 / UTM 19S',
};

/** Spanish refusals of a raster file, each naming what is wrong with it. */
export const MSG_RASTER = {
  noEsGeoTiff: 'El archivo no es un GeoTIFF válido',
  danado: 'El GeoTIFF está dañado: no se pudieron leer sus datos',
  sinGeorreferencia:
    'El ráster no tiene georreferenciación (origen y tamaño de píxel en sistema de coordenadas)',
  rotado: 'El ráster está rotado respecto del norte; expórtelo sin rotación (norte arriba)',
  crsNoSoportado: (codigo: string) => `Sistema de coordenadas no soportado: ${codigo}`,
  muyGrande: (ancho: number, alto: number) =>
    `El ráster declara ${ancho.toLocaleString('es-CL')} × ${alto.toLocaleString('es-CL')} píxeles; el máximo es ${RASTER_MAX_PIXELES.toLocaleString('es-CL')} píxeles`,
  bloqueMuyGrande:
    'El GeoTIFF guarda sus datos en bloques demasiado grandes; expórtelo en teselas (por ejemplo, gdal_translate -co TILED=YES)',
  tipoDato: (detalle: string) =>
    `Tipo de dato del ráster no soportado (${detalle}): use enteros de 8 o 16 bits o reales de 32 bits`,
  bandasIndice: (n: number) => `Un ráster de índice debe tener 1 banda; este tiene ${n}`,
  bandasColor: (n: number) =>
    `Un ráster de color verdadero debe tener 3 bandas (RGB) o 4 (RGBA); este tiene ${n}`,
  bandaFaltante: (banda: string, n: number) =>
    `Falta la banda ${banda}: indique su número (el ráster tiene ${n} ${n === 1 ? 'banda' : 'bandas'})`,
  bandaFueraDeRango: (banda: string, numero: number, n: number) =>
    `La banda ${banda} indicada es la ${numero}, pero el ráster tiene ${n} ${n === 1 ? 'banda' : 'bandas'}`,
  sinSuperposicion: 'El ráster no se superpone con el límite del territorio',
  sinPixelesValidos: 'El ráster no tiene píxeles con datos dentro del límite del territorio',
  grillasDistintas: 'Los dos rásteres no se superponen: no se pueden comparar',
  descFaltante: (campo: string) =>
    `Indique qué contiene el ráster de ${campo}: un índice (cuál), bandas multiespectrales o color verdadero`,
  descInvalida: (campo: string) =>
    `La descripción del ráster de ${campo} no es válida: indique un índice, bandas multiespectrales o color verdadero`,
  indiceNoCorresponde: (indice: string) => `Este grupo de informes no recibe rásteres de ${indice}`,
  multiespectralSoloEdeb: 'Los rásteres multiespectrales se suben con los informes EDEB',
  enArchivo: (nombre: string, motivo: string) => `${nombre}: ${motivo}`,
  noEsError: 'Solo se puede reintentar un ráster con error',
  rasterNoEncontrado: 'El ráster no existe',
  reintentosAgotados: 'El procesamiento falló tres veces; revise el archivo y reintente',
} as const;
