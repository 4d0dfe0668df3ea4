// The season chart: weekly points of one index. A season runs 1 July – 30 June (southern
// hemisphere: budbreak in September, harvest by April); the current season is the one holding the
// newest period with data (today's when there is none), drawn against the season before it.
import { and, asc, eq } from 'drizzle-orm';
import { INDICES, type TipoIndice } from '@agro/domain/indices';
import type { AppContext } from '../../context.ts';
import { rasterAlerta } from '../../db/schema/index.ts';
import { capasListas, porIndice } from './consultas.ts';

const DIA_MS = 86_400_000;

/** The season holding a date (YYYY-MM-DD): its first year, label and bounds. */
export function temporadaDe(fecha: string) {
  const [y, m] = fecha.split('-').map(Number) as [number, number];
  const desde = m >= 7 ? y : y - 1;
  return temporada(desde);
}

export function temporada(desde: number) {
  return {
    desde,
    etiqueta: `${desde}–${desde + 1}`,
    inicio: `${desde}-07-01`,
    termino: `${desde + 1}-06-30`,
  };
}

const dias = (desde: string, hasta: string) =>
  Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / DIA_MS);

export async function serie(ctx: AppContext, parcelaId: number, indice: TipoIndice) {
  const { db } = ctx.database;
  const capas = porIndice(await capasListas(db, [parcelaId], { indice })).get(indice) ?? [];
  const hoy = ctx.now().toISOString().slice(0, 10);
  const actual = temporadaDe(capas[0]?.inicio ?? hoy);
  const anterior = temporada(actual.desde - 1);
  const puntos = (t: ReturnType<typeof temporada>) =>
    capas
      .filter((c) => c.inicio >= t.inicio && c.inicio <= t.termino && c.media !== null)
      .reverse()
      .map((c) => ({
        inicio: c.inicio,
        termino: c.termino,
        dia: dias(t.inicio, c.inicio),
        media: c.media!,
        p10: c.p10 ?? c.media!,
        p90: c.p90 ?? c.media!,
      }));
  const alertas = await db
    .select()
    .from(rasterAlerta)
    .where(and(eq(rasterAlerta.parcelaId, parcelaId), eq(rasterAlerta.indice, indice)))
    .orderBy(asc(rasterAlerta.inicio), asc(rasterAlerta.tipo));
  const sinFechas = ({ desde: _d, ...t }: ReturnType<typeof temporada>) => t;
  return {
    indice,
    unidad: INDICES[indice].unidad,
    temporada: sinFechas(actual),
    temporada_anterior: sinFechas(anterior),
    actual: puntos(actual),
    anterior: puntos(anterior),
    alertas: alertas.map(alertaApi),
  };
}

export function alertaApi(a: typeof rasterAlerta.$inferSelect) {
  return {
    alerta_id: a.alertaId,
    tipo: a.tipo,
    indice: a.indice,
    inicio: a.inicio,
    inicio_anterior: a.inicioAnterior,
    anterior: a.anterior,
    actual: a.actual,
    umbral: a.umbral,
    mensaje: a.mensaje,
  };
}
