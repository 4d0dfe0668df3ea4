import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TipoIndice } from '@agro/domain/indices';
import type { DbOrTx } from '../../db/client.ts';
import { raster, rasterCapa } from '../../db/schema/index.ts';
import type { FilaCapa } from './capas.ts';

/**
 * The processed layers of territories, newest period first (within a period, the latest
 * processed first); optionally of one index only, or of index layers only.
 */
export async function capasListas(
  db: DbOrTx,
  parcelaIds: number[],
  filtro: { indice?: TipoIndice; soloIndices?: boolean } = {},
): Promise<FilaCapa[]> {
  if (parcelaIds.length === 0) return [];
  const rows = await db
    .select({ capa: rasterCapa })
    .from(rasterCapa)
    .innerJoin(raster, eq(raster.rasterId, rasterCapa.rasterId))
    .where(
      and(
        inArray(rasterCapa.parcelaId, parcelaIds),
        eq(raster.estado, 'listo'),
        filtro.indice ? eq(rasterCapa.indice, filtro.indice) : undefined,
        filtro.soloIndices ? isNotNull(rasterCapa.indice) : undefined,
      ),
    )
    .orderBy(desc(rasterCapa.inicio), desc(rasterCapa.capaId));
  return rows.map((r) => r.capa);
}

/** Per period of a territory: rasters still waiting or being processed, and failed ones. */
export async function estadosPorPeriodo(db: DbOrTx, parcelaId: number) {
  return db
    .select({
      inicio: raster.inicio,
      termino: raster.termino,
      pendientes:
        sql<number>`count(*) filter (where ${raster.estado} in ('pendiente', 'procesando'))`.mapWith(Number),
      errores: sql<number>`count(*) filter (where ${raster.estado} = 'error')`.mapWith(Number),
    })
    .from(raster)
    .where(eq(raster.parcelaId, parcelaId))
    .groupBy(raster.inicio, raster.termino)
    .orderBy(asc(raster.inicio));
}

/**
 * One layer per index and period (the latest processed when a period has two, e.g. an index raster
 * and a multispectral one), grouped by index, newest period first.
 */
export function porIndice(capas: FilaCapa[]): Map<TipoIndice, FilaCapa[]> {
  const grupos = new Map<TipoIndice, FilaCapa[]>();
  for (const c of capas) {
    if (!c.indice) continue;
    const lista = grupos.get(c.indice) ?? [];
    if (lista.at(-1)?.inicio !== c.inicio) lista.push(c);
    grupos.set(c.indice, lista);
  }
  return grupos;
}
