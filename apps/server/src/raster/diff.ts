// Two periods of one index compared on the first one's grid (the second resampled onto it): the
// difference map (later − earlier, diverging ramp) with its tiles, and the numbers: mean A and mean
// B over the pixels valid in both, their change, and the share of that area that rose or fell by
// more than the index's margin (INDICES[·].margenCambio).
import {
  INDICES,
  INDICES_MULTIESPECTRALES,
  MSG_RASTER,
  type Banda,
  clasesDiferencia,
  rampaDiferencia,
  type TipoIndice,
} from '@agro/domain/indices';
import type { Geometria } from '@agro/domain/limites';
import { HttpError, badRequest } from '../lib/errors.ts';
import { areaPorFila } from './area.ts';
import { conversor } from './crs.ts';
import { filasDeCapas } from './layers.ts';
import { mascara } from './mask.ts';
import { abrirRaster, type RasterAbierto } from './open.ts';
import { capaBarrido, resultadoCapa, type CapaResultado } from './process.ts';
import { paleta } from './ramp.ts';
import { Remuestreo } from './resample.ts';
import type { Destino } from './sink.ts';
import type { RasterSource } from './source.ts';
import { AcumuladorStats } from './stats.ts';
import { barrer, type CapaBarrido, type Fila } from './sweep.ts';
import { planTeselas } from './tiles.ts';

export interface ResultadoComparacion {
  indice: TipoIndice;
  /** Means over the pixels valid in both periods. */
  mediaA: number;
  mediaB: number;
  cambio: number;
  margen: number;
  areaHa: number;
  /** Shares (0–100) of `areaHa` that rose, stayed within the margin, or fell. */
  subioPct: number;
  sinCambioPct: number;
  bajoPct: number;
  diferencia: CapaResultado;
}

export interface OpcionesComparacion {
  indice: TipoIndice;
  limite: Geometria | null;
  /** Band numbers when a period is a multispectral raster (the index is computed from them). */
  bandasA?: Partial<Record<Banda, number>>;
  bandasB?: Partial<Record<Banda, number>>;
}

export async function compararRasters(
  srcA: RasterSource,
  srcB: RasterSource,
  op: OpcionesComparacion,
  destino: Destino,
): Promise<ResultadoComparacion> {
  const abiertos: RasterAbierto[] = [];
  try {
    const calculos = [];
    for (const [src, bandas] of [
      [srcA, op.bandasA],
      [srcB, op.bandasB],
    ] as const) {
      const r = await abrirRaster(src);
      abiertos.push(r);
      calculos.push(calculoDe(r, op.indice, bandas));
    }
    const [a, b] = abiertos as [RasterAbierto, RasterAbierto];
    const ma = mascara(a.info, op.limite);
    // Without a boundary the second raster is read where it covers the first one's footprint.
    const mb = mascaraDe(b, op.limite ?? huella(a));
    const def = INDICES[op.indice];
    const capas: CapaBarrido[] = [
      { carpeta: 'A', stats: new AcumuladorStats(def), paleta: null, teselas: false },
      { carpeta: 'B', stats: new AcumuladorStats(def), paleta: null, teselas: false },
      {
        ...capaBarrido('diferencia', null),
        stats: new AcumuladorStats({
          ...clasesDiferencia(op.indice),
          histograma: histogramaDiferencia(op.indice),
        }),
        paleta: paleta(rampaDiferencia(op.indice)),
      },
    ];
    const plan = planTeselas(a.info, ma.ventana);
    const filas = filasComunes(
      filasDeCapas(a, ma, [calculos[0]!]),
      new Remuestreo(a, ma.ventana, b, mb, calculos[1]!),
    );
    const salidas = await barrer({
      info: a.info,
      ventana: ma.ventana,
      plan,
      capas,
      filas,
      destino,
      areaFila: areaPorFila(a.info),
    });
    const [sa, sb, sd] = capas.map((c) => c.stats!.resultado());
    if (!sd!.pixeles) throw badRequest(MSG_RASTER.grillasDistintas);
    const diferencia = resultadoCapa('diferencia', op.indice, capas[2]!, salidas[2]!, plan);
    const pct = (i: number) => (100 * sd!.clases[i]!.areaHa) / sd!.areaHa;
    return {
      indice: op.indice,
      mediaA: sa!.media,
      mediaB: sb!.media,
      cambio: sb!.media - sa!.media,
      margen: def.margenCambio,
      areaHa: sd!.areaHa,
      bajoPct: pct(0),
      sinCambioPct: pct(1),
      subioPct: pct(2),
      diferencia,
    };
  } finally {
    await Promise.all(abiertos.map((r) => r.close()));
  }
}

/** Rows A, B and B − A, where both periods have a value (NaN elsewhere in all three). */
async function* filasComunes(filasA: AsyncGenerator<Fila>, b: Remuestreo): AsyncGenerator<Fila> {
  let salida: Float32Array[] | null = null;
  for await (const { fila, capas } of filasA) {
    const va = capas[0] as Float32Array;
    const vb = await b.fila(fila);
    salida ??= [0, 1, 2].map(() => new Float32Array(va.length));
    const [oa, ob, od] = salida as [Float32Array, Float32Array, Float32Array];
    for (let i = 0; i < va.length; i++) {
      const x = va[i]!;
      const y = vb[i]!;
      const ambos = x === x && y === y;
      oa[i] = ambos ? x : NaN;
      ob[i] = ambos ? y : NaN;
      od[i] = ambos ? y - x : NaN;
    }
    yield { fila, capas: salida };
  }
}

/** The period's index: its one band, or the normalised difference of the mapped bands. */
function calculoDe(r: RasterAbierto, indice: TipoIndice, bandas?: Partial<Record<Banda, number>>) {
  const n = r.info.bandas;
  if (!bandas) {
    if (n !== 1) throw badRequest(MSG_RASTER.bandasIndice(n));
    return { tipo: 'banda' as const, banda: 0 };
  }
  const par = (INDICES_MULTIESPECTRALES as Partial<Record<TipoIndice, readonly [Banda, Banda]>>)[indice];
  const [na, nb] = par ? [bandas[par[0]], bandas[par[1]]] : [undefined, undefined];
  if (!par || na === undefined || nb === undefined) throw badRequest(MSG_RASTER.bandaFaltante(indice, n));
  if (Math.max(na, nb) > n || Math.min(na, nb) < 1)
    throw badRequest(MSG_RASTER.bandaFueraDeRango(indice, Math.max(na, nb), n));
  return { tipo: 'normalizada' as const, a: na - 1, b: nb - 1 };
}

function mascaraDe(b: RasterAbierto, limite: Geometria) {
  try {
    return mascara(b.info, limite).ventana;
  } catch (err) {
    if (err instanceof HttpError) throw badRequest(MSG_RASTER.grillasDistintas);
    throw err;
  }
}

/** The first raster's footprint as a lon/lat polygon (its four corners). */
function huella(r: RasterAbierto): Geometria {
  const { x0, dx, y0, dy } = r.info.transform;
  const { ancho, alto, epsg } = r.info;
  const esquinas = [
    [0, 0],
    [ancho, 0],
    [ancho, alto],
    [0, alto],
    [0, 0],
  ].map(([c, f]) => [x0 + c! * dx, y0 + f! * dy] as [number, number]);
  const aGeo = conversor(epsg, 4326).ida;
  return { type: 'Polygon', coordinates: [esquinas.map((p) => aGeo(p))] };
}

function histogramaDiferencia(indice: TipoIndice) {
  const r = INDICES[indice].rangoDiferencia;
  return { desde: -r, hasta: r, paso: r / 10 };
}
