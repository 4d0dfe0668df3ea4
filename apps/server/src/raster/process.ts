// The whole processing of one raster file for one territory: open and check it, clip it to the
// boundary, compute each layer's statistics and write its tiles, rendering and value grid. Pure:
// bytes come from a RasterSource and outputs go to a Destino, so it runs in a worker thread
// (workers/raster.ts) on a file now and on Storage later.
import {
  BANDAS,
  ETIQUETA_BANDA,
  INDICES,
  INDICES_MULTIESPECTRALES,
  MSG_RASTER,
  type Banda,
  type TipoIndice,
  type TipoRaster,
} from '@agro/domain/indices';
import type { Geometria } from '@agro/domain/limites';
import { badRequest } from '../lib/errors.ts';
import { areaPorFila } from './area.ts';
import { conversor } from './crs.ts';
import { filasDeCapas, type Calculo } from './layers.ts';
import { mascara } from './mask.ts';
import { abrirRaster, type RasterAbierto, type RasterInfo } from './open.ts';
import { paleta } from './ramp.ts';
import type { Destino } from './sink.ts';
import type { RasterSource } from './source.ts';
import { AcumuladorStats, type Estadisticas } from './stats.ts';
import { barrer, type CapaBarrido, type SalidaCapa } from './sweep.ts';
import { planTeselas, type PlanTeselas } from './tiles.ts';
import type { Lienzo } from './pyramid.ts';
import type { Ventana } from './reader.ts';

export interface OpcionesRaster {
  tipo: TipoRaster;
  /** The index a one-band raster holds (tipo 'indice'). */
  indice?: TipoIndice;
  /** Band numbers (1-based) of a multispectral raster. */
  bandas?: Partial<Record<Banda, number>>;
  /** The territory's boundary (lon/lat); null clips to the raster's footprint. */
  limite: Geometria | null;
}

/** Where a map places an output: Web Mercator metres and the same box in lon/lat (Leaflet bounds). */
export interface Georreferencia {
  ancho: number;
  alto: number;
  mercator: [number, number, number, number];
  /** [[sur, oeste], [norte, este]], as Leaflet's LatLngBounds. */
  latLng: [[number, number], [number, number]];
}

export interface CapaResultado {
  /** Folder of the layer's outputs: the index name, 'color' or 'diferencia'. */
  capa: string;
  indice: TipoIndice | null;
  estadisticas: Estadisticas | null;
  teselas: { plantilla: string; zmin: number; zmax: number; cantidad: number };
  imagen: { ruta: string } & Georreferencia;
  /** Float32 little-endian values, row-major from the north-west, NaN outside; for point read-out. */
  grilla: ({ ruta: string } & Georreferencia) | null;
}

export interface ResultadoRaster {
  raster: Pick<RasterInfo, 'ancho' | 'alto' | 'bandas' | 'epsg' | 'tipoDato' | 'nodata'> & { pixelM: number };
  capas: CapaResultado[];
}

export interface DefinicionCapa {
  capa: string;
  indice: TipoIndice | null;
  calculo: Calculo;
}

export async function procesarRaster(
  src: RasterSource,
  op: OpcionesRaster,
  destino: Destino,
): Promise<ResultadoRaster> {
  const r = await abrirRaster(src);
  try {
    const defs = capasDe(r, op);
    const m = mascara(r.info, op.limite);
    const plan = planTeselas(r.info, m.ventana);
    const capas = defs.map((d) => capaBarrido(d.capa, d.indice));
    const salidas = await barrer({
      info: r.info,
      ventana: m.ventana,
      plan,
      capas,
      filas: filasDeCapas(
        r,
        m,
        defs.map((d) => d.calculo),
      ),
      destino,
      areaFila: areaPorFila(r.info),
    });
    const resultado = defs.map((d, i) => resultadoCapa(d.capa, d.indice, capas[i]!, salidas[i]!, plan));
    if (resultado.every((c) => c.teselas.cantidad === 0)) throw badRequest(MSG_RASTER.sinPixelesValidos);
    return { raster: resumen(r.info, m.ventana), capas: resultado };
  } finally {
    await r.close();
  }
}

/**
 * The checks of a raster before its period is published (decision 021): header, coordinate system,
 * band count for its kind and overlap with the boundary, without reading a pixel.
 */
export async function revisarRaster(
  src: RasterSource,
  op: OpcionesRaster,
): Promise<ResultadoRaster['raster']> {
  const r = await abrirRaster(src);
  try {
    capasDe(r, op);
    return resumen(r.info, mascara(r.info, op.limite).ventana);
  } finally {
    await r.close();
  }
}

export function capaBarrido(carpeta: string, indice: TipoIndice | null): CapaBarrido {
  if (!indice) return { carpeta, stats: null, paleta: null, teselas: true };
  const def = INDICES[indice];
  return {
    carpeta,
    stats: new AcumuladorStats(def),
    paleta: paleta(def.rampa),
    teselas: true,
  };
}

/** The layers a raster gives, checking its band count against what it should hold. */
function capasDe(r: RasterAbierto, op: OpcionesRaster): DefinicionCapa[] {
  const n = r.info.bandas;
  if (op.tipo === 'indice') {
    if (n !== 1) throw badRequest(MSG_RASTER.bandasIndice(n));
    const indice = op.indice ?? 'NDVI';
    return [{ capa: indice, indice, calculo: { tipo: 'banda', banda: 0 } }];
  }
  if (op.tipo === 'color') {
    if (n !== 3 && n !== 4) throw badRequest(MSG_RASTER.bandasColor(n));
    const alfa = n === 4 ? 3 : r.info.alfa;
    return [{ capa: 'color', indice: null, calculo: { tipo: 'color', rojo: 0, verde: 1, azul: 2, alfa } }];
  }
  const bandas = op.bandas ?? {};
  for (const b of BANDAS) {
    const num = bandas[b];
    if (num !== undefined && !(Number.isInteger(num) && num >= 1 && num <= n))
      throw badRequest(MSG_RASTER.bandaFueraDeRango(ETIQUETA_BANDA[b], num, n));
  }
  if (bandas.nir === undefined) throw badRequest(MSG_RASTER.bandaFaltante(ETIQUETA_BANDA.nir, n));
  const defs = Object.entries(INDICES_MULTIESPECTRALES).flatMap(([indice, [a, b]]) => {
    const [na, nb] = [bandas[a], bandas[b]];
    if (na === undefined || nb === undefined) return [];
    return [
      {
        capa: indice,
        indice: indice as TipoIndice,
        calculo: { tipo: 'normalizada', a: na - 1, b: nb - 1 } as Calculo,
      },
    ];
  });
  if (defs.length === 0) throw badRequest(MSG_RASTER.bandaFaltante(ETIQUETA_BANDA.rojo, n));
  return defs;
}

export function resultadoCapa(
  capa: string,
  indice: TipoIndice | null,
  c: CapaBarrido,
  s: SalidaCapa,
  plan: PlanTeselas,
): CapaResultado {
  return {
    capa,
    indice,
    estadisticas: c.stats?.resultado() ?? null,
    teselas: {
      plantilla: `${capa}/teselas/{z}/{x}/{y}.png`,
      zmin: plan.zmin,
      zmax: plan.zmax,
      cantidad: s.teselas,
    },
    imagen: { ruta: `${capa}/imagen.png`, ...georref(s.imagen) },
    grilla: s.grilla ? { ruta: `${capa}/grilla.f32`, ...georref(s.grilla) } : null,
  };
}

const aLonLat = conversor(3857, 4326).ida;

function georref(l: Lienzo): Georreferencia {
  const [minx, miny, maxx, maxy] = l.mercator;
  const [oeste, sur] = aLonLat([minx, miny]);
  const [este, norte] = aLonLat([maxx, maxy]);
  return {
    ancho: l.ancho,
    alto: l.alto,
    mercator: l.mercator,
    latLng: [
      [sur, oeste],
      [norte, este],
    ],
  };
}

export function resumen(info: RasterInfo, v: Ventana): ResultadoRaster['raster'] {
  const area = areaPorFila(info)(Math.floor((v.r0 + v.r1) / 2));
  const { ancho, alto, bandas, epsg, tipoDato, nodata } = info;
  return { ancho, alto, bandas, epsg, tipoDato, nodata, pixelM: Math.sqrt(area) };
}
