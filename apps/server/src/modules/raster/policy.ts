import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { parcela, raster, rasterCapa, rasterComparacion } from '../../db/schema/index.ts';
import { assertSeesParcela, isStaff, type Actor } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { findCp } from '../../lib/lookups.ts';

/** A processed layer with its raster's Storage prefix, for a caller who sees its territory; 404 otherwise. */
export async function loadCapaVisible(db: DbOrTx, actor: Actor, capaId: number) {
  const [row] = await db
    .select({ capa: rasterCapa, prefijo: raster.prefijo, cpId: parcela.cpId })
    .from(rasterCapa)
    .innerJoin(raster, eq(raster.rasterId, rasterCapa.rasterId))
    .innerJoin(parcela, eq(parcela.parcelaId, rasterCapa.parcelaId))
    .where(and(eq(rasterCapa.capaId, capaId), eq(raster.estado, 'listo')));
  assertSeesParcela(actor, row && { parcelaId: row.capa.parcelaId, cpId: row.cpId });
  return row;
}

/** A cached comparison for a caller who sees its territory; 404 otherwise. */
export async function loadComparacionVisible(db: DbOrTx, actor: Actor, comparacionId: number) {
  const [row] = await db
    .select({ comparacion: rasterComparacion, cpId: parcela.cpId })
    .from(rasterComparacion)
    .innerJoin(parcela, eq(parcela.parcelaId, rasterComparacion.parcelaId))
    .where(eq(rasterComparacion.comparacionId, comparacionId));
  assertSeesParcela(actor, row && { parcelaId: row.comparacion.parcelaId, cpId: row.cpId });
  return row.comparacion;
}

/**
 * The territories of a company the caller sees: all of them for staff and its principal client, the
 * linked ones for its employees; 403 for another company (it is named in the path), 404 for none.
 */
export async function parcelasVisiblesDeCp(db: DbOrTx, actor: Actor, cpId: number) {
  if (!isStaff(actor) && actor.cpId !== cpId) throw forbidden();
  if (!(await findCp(db, cpId))) throw notFound();
  const where =
    actor.role === 'Empleado'
      ? and(
          eq(parcela.cpId, cpId),
          inArray(parcela.parcelaId, actor.parcelaIds.length ? actor.parcelaIds : [0]),
        )
      : eq(parcela.cpId, cpId);
  return db
    .select({ parcelaId: parcela.parcelaId, nombre: parcela.nombre })
    .from(parcela)
    .where(where)
    .orderBy(parcela.parcelarelId);
}
