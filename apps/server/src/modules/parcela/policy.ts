import type { DbOrTx } from '../../db/client.ts';
import { assertManagesCp, type Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { findParcelaByRel } from '../../lib/lookups.ts';

/** A territory named by its company and its number within it. */
export interface ParcelaRef {
  cpId: number;
  parcelarelId: number;
}

/**
 * The territory `ref` for a caller who manages its company: 403 for another company (the
 * company is named in the request, so nothing is revealed), 404 for a number it does not have.
 * Every territory endpoint loads its territory here.
 */
export async function loadParcelaFor(db: DbOrTx, actor: Actor, ref: ParcelaRef) {
  assertManagesCp(actor, ref.cpId);
  const p = await findParcelaByRel(db, ref.cpId, ref.parcelarelId);
  if (!p) throw notFound();
  return p;
}
