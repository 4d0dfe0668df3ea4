// The raster queue in the database (decision 021): a row is claimed by one process at a time with
// a lease in database time, so every process agrees on it and a dead process's row is taken over.
import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { MSG_RASTER } from '@agro/domain/indices';
import type { Db } from '../../db/client.ts';
import { archivoServicio, parcelaLimite, raster, rasterCapa } from '../../db/schema/index.ts';
import type { CapaResultado, ResultadoRaster } from '../../raster/process.ts';

export type RasterRow = typeof raster.$inferSelect;

/** Attempts at most: a raster whose process died three times is not taken again. */
export const MAX_INTENTOS = 3;

const vencido = () => and(eq(raster.estado, 'procesando'), lt(raster.tomadoHasta, sql`now()`));

/**
 * Takes the next pending raster (or one whose lease ran out) for `quien`, with a lease of
 * `leaseS` seconds; undefined when there is none. SKIP LOCKED lets processes claim different rows
 * at once without waiting on each other.
 */
export async function reclamar(db: Db, quien: string, leaseS: number): Promise<RasterRow | undefined> {
  // Rasters left by a process that died on their last attempt end as errors instead.
  await db
    .update(raster)
    .set({ estado: 'error', motivo: MSG_RASTER.reintentosAgotados, tomadoPor: null, tomadoHasta: null })
    .where(and(vencido(), gte(raster.intentos, MAX_INTENTOS)));
  const siguiente = db
    .select({ id: raster.rasterId })
    .from(raster)
    .where(or(eq(raster.estado, 'pendiente'), vencido()))
    .orderBy(asc(raster.rasterId))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(raster)
    .set({
      estado: 'procesando',
      tomadoPor: quien,
      tomadoHasta: sql`now() + make_interval(secs => ${leaseS})`,
      intentos: sql`${raster.intentos} + 1`,
      motivo: null,
    })
    .where(inArray(raster.rasterId, siguiente))
    .returning();
  return row;
}

/** What processing a raster needs: its stored file and its territory's current boundary. */
export async function fuenteDe(db: Db, r: RasterRow) {
  const [a] = await db
    .select({ key: archivoServicio.storageKey })
    .from(archivoServicio)
    .where(eq(archivoServicio.archivoId, r.archivoId));
  const [l] = await db
    .select({ g: parcelaLimite.geometria })
    .from(parcelaLimite)
    .where(eq(parcelaLimite.parcelaId, r.parcelaId));
  return a && { key: a.key, limite: l?.g ?? null };
}

const cifra = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n : null);

/** A layer's figures and outputs as its `raster_capa` row (the demo seed writes them the same way). */
export function filaCapa(
  r: Pick<RasterRow, 'rasterId' | 'parcelaId' | 'inicio' | 'termino'>,
  c: CapaResultado,
): typeof rasterCapa.$inferInsert {
  const e = c.estadisticas;
  return {
    rasterId: r.rasterId,
    parcelaId: r.parcelaId,
    inicio: r.inicio,
    termino: r.termino,
    capa: c.capa,
    indice: c.indice,
    media: cifra(e?.media),
    mediana: cifra(e?.mediana),
    p10: cifra(e?.p10),
    p90: cifra(e?.p90),
    desviacion: cifra(e?.desviacion),
    minimo: cifra(e?.min),
    maximo: cifra(e?.max),
    pixeles: e ? e.pixeles : null,
    areaValidaM2: e ? e.areaHa * 10_000 : null,
    clases: e ? e.clases.map((k) => k.areaHa * 10_000) : null,
    histograma: e?.histograma ?? null,
    teselas: c.teselas,
    imagen: c.imagen,
    grilla: c.grilla,
  };
}

/**
 * Stores the figures and marks the raster `listo`, in one transaction, if `quien` still holds it;
 * false when it does not (its period was deleted, or its lease was taken over).
 */
export async function guardarResultado(db: Db, r: RasterRow, quien: string, res: ResultadoRaster) {
  return db.transaction(async (tx) => {
    const [mio] = await tx
      .update(raster)
      .set({ estado: 'listo', info: res.raster, procesadoAt: sql`now()`, tomadoPor: null, tomadoHasta: null })
      .where(and(eq(raster.rasterId, r.rasterId), eq(raster.tomadoPor, quien)))
      .returning({ id: raster.rasterId });
    if (!mio) return false;
    await tx.delete(rasterCapa).where(eq(rasterCapa.rasterId, r.rasterId));
    if (res.capas.length) await tx.insert(rasterCapa).values(res.capas.map((c) => filaCapa(r, c)));
    return true;
  });
}

/** Ends an attempt that did not finish: `error` with its reason, or back to `pendiente` to try again. */
export async function soltar(
  db: Db,
  r: RasterRow,
  quien: string,
  fin: { estado: 'error'; motivo: string } | { estado: 'pendiente' },
) {
  await db
    .update(raster)
    .set({ ...fin, tomadoPor: null, tomadoHasta: null })
    .where(and(eq(raster.rasterId, r.rasterId), eq(raster.tomadoPor, quien)));
}

/** Whether the raster row still exists (its period may have been deleted while it was processed). */
export async function existe(db: Db, rasterId: number) {
  const [row] = await db.select({ id: raster.rasterId }).from(raster).where(eq(raster.rasterId, rasterId));
  return Boolean(row);
}
