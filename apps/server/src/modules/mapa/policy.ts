import type { DbOrTx } from '../../db/client.ts';
import { assertSeesParcela, canManageCp, type Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { findParcelaById } from '../../lib/lookups.ts';

/** A territory by global id for any caller who sees it; 404 otherwise, exactly as if it did not exist. */
export async function loadParcelaVisible(db: DbOrTx, actor: Actor, parcelaId: number) {
  const p = await findParcelaById(db, parcelaId);
  assertSeesParcela(actor, p);
  return p;
}

/** A territory whose boundary the caller may change: staff, or its own company's principal client; else 404. */
export async function loadParcelaGestionable(db: DbOrTx, actor: Actor, parcelaId: number) {
  const p = await findParcelaById(db, parcelaId);
  if (!p || !canManageCp(actor, p.cpId)) throw notFound();
  return p;
}
