// The read side of the measured layers: periods with their layers, tiles and renderings, point
// read-out and the latest figures of each index with their change (territory cards and ranking).
import type { CifraIndice, PeriodoRaster } from '@agro/domain/contracts/raster';
import { INDICES, type TipoIndice } from '@agro/domain/indices';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../lib/actor.ts';
import { capaApi, clasesDe, type FilaCapa } from './capas.ts';
import { capasListas, estadosPorPeriodo, porIndice } from './consultas.ts';
import { parcelasVisiblesDeCp } from '../../policies/parcela.ts';

export async function periodos(ctx: AppContext, parcelaId: number): Promise<PeriodoRaster[]> {
  const { db } = ctx.database;
  const [capas, estados] = await Promise.all([
    capasListas(db, [parcelaId]),
    estadosPorPeriodo(db, parcelaId),
  ]);
  const porInicio = new Map<string, PeriodoRaster>();
  for (const e of estados)
    porInicio.set(e.inicio, {
      inicio: e.inicio,
      termino: e.termino,
      capas: [],
      pendientes: e.pendientes,
      errores: e.errores,
    });
  for (const c of capas) {
    const p = porInicio.get(c.inicio);
    if (p) p.capas.push(capaApi(c));
  }
  return [...porInicio.values()].reverse();
}

/** A lon/lat in EPSG:3857 metres (the spherical formulas every web map uses). */
export function aMercator(lat: number, lng: number): [number, number] {
  const R = 6_378_137;
  const phi = (Math.max(-85.05112878, Math.min(85.05112878, lat)) * Math.PI) / 180;
  return [(R * lng * Math.PI) / 180, R * Math.log(Math.tan(Math.PI / 4 + phi / 2))];
}

/** The value of the grid cell holding the point: float32 LE, row-major from the north-west, NaN outside. */
export function valorEnGrilla(
  datos: Buffer,
  g: { ancho: number; alto: number; mercator: [number, number, number, number] },
  lat: number,
  lng: number,
): number | null {
  const [x, y] = aMercator(lat, lng);
  const [minx, miny, maxx, maxy] = g.mercator;
  const col = Math.floor(((x - minx) / (maxx - minx)) * g.ancho);
  const fila = Math.floor(((maxy - y) / (maxy - miny)) * g.alto);
  if (col < 0 || fila < 0 || col >= g.ancho || fila >= g.alto) return null;
  const o = (fila * g.ancho + col) * 4;
  if (o + 4 > datos.length) return null;
  const v = datos.readFloatLE(o);
  return Number.isNaN(v) ? null : v;
}

export function claseDe(indice: TipoIndice, v: number): string {
  const def = INDICES[indice];
  let c = 0;
  while (c < def.umbrales.length && v >= def.umbrales[c]!) c++;
  return def.clases[c]!.etiqueta;
}

/** The figures of an index's newest period against the one before it (`capas` newest first). */
export function cifraDe(
  parcela: { parcelaId: number; nombre: string },
  capas: FilaCapa[],
): CifraIndice | null {
  const [ult, ant] = capas;
  if (!ult?.indice || ult.media === null || ult.mediana === null || ult.p10 === null || ult.p90 === null)
    return null;
  const def = INDICES[ult.indice];
  const mediaAnt = ant?.media ?? null;
  const cambio = mediaAnt === null ? null : ult.media - mediaAnt;
  const area = ult.areaValidaM2 ?? 0;
  return {
    parcela_id: parcela.parcelaId,
    nombre: parcela.nombre,
    indice: ult.indice,
    unidad: def.unidad,
    inicio: ult.inicio,
    termino: ult.termino,
    media: ult.media,
    mediana: ult.mediana,
    p10: ult.p10,
    p90: ult.p90,
    area_ha: area / 10_000,
    clases: clasesDe(ult.indice, ult.clases ?? [], area),
    inicio_anterior: mediaAnt === null ? null : ant!.inicio,
    media_anterior: mediaAnt,
    cambio,
    tendencia:
      cambio === null
        ? null
        : cambio > def.margenCambio
          ? 'sube'
          : cambio < -def.margenCambio
            ? 'baja'
            : 'estable',
  };
}

async function cifrasDe(ctx: AppContext, parcelas: { parcelaId: number; nombre: string }[]) {
  const capas = await capasListas(
    ctx.database.db,
    parcelas.map((p) => p.parcelaId),
    { soloIndices: true },
  );
  return parcelas.flatMap((p) =>
    [...porIndice(capas.filter((c) => c.parcelaId === p.parcelaId)).values()].flatMap((lista) => {
      const cifra = cifraDe(p, lista);
      return cifra ? [cifra] : [];
    }),
  );
}

/** The figures of one territory (already authorized by its route's record). */
export const cifrasParcela = (ctx: AppContext, p: { parcelaId: number; nombre: string }) =>
  cifrasDe(ctx, [p]);

export async function cifrasCp(ctx: AppContext, actor: Actor, cpId: number) {
  return cifrasDe(ctx, await parcelasVisiblesDeCp(ctx.database.db, actor, cpId));
}
