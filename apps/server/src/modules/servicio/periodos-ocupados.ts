import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { archivoServicio, carga } from '../../db/schema/index.ts';

/**
 * The periods of a service that already have files, per group with the slots they fill: the
 * upload wizard marks them on its calendar before a period is chosen (the commit still refuses a
 * taken one, whatever the calendar showed).
 */
export async function periodosConArchivos(ctx: AppContext, servicioId: number) {
  const { db } = ctx.database;
  const rows = await db
    .select({
      grupo: carga.grupo,
      inicio: carga.inicio,
      termino: carga.termino,
      campos: sql<
        string[]
      >`coalesce(array_agg(${archivoServicio.campo} order by ${archivoServicio.campo}) filter (where ${archivoServicio.campo} is not null), '{}')`,
    })
    .from(carga)
    .leftJoin(archivoServicio, eq(archivoServicio.cargaId, carga.cargaId))
    .where(eq(carga.servicioId, servicioId))
    .groupBy(carga.cargaId)
    .orderBy(asc(carga.inicio), asc(carga.grupo));
  return rows;
}
