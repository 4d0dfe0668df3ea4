import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { parcela } from '../../db/schema/index.ts';
import { isStaff, type Actor } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { findCp } from '../../lib/lookups.ts';

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
