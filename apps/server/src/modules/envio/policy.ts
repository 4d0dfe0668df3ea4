import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { comprobanteEnvio } from '../../db/schema/index.ts';
import { canManageCp, type Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * A receipt submission for a caller who may act on it: staff, or the principal client of its
 * company. Anyone else gets 404, like a submission that does not exist (its id is global).
 * `bloquear` takes the row FOR UPDATE, so two reviews of one submission run one after the other.
 */
export async function loadEnvioFor(db: DbOrTx, actor: Actor, envioId: number, bloquear = false) {
  const q = db.select().from(comprobanteEnvio).where(eq(comprobanteEnvio.envioId, envioId));
  const [e] = bloquear ? await q.for('update') : await q;
  if (!e || !canManageCp(actor, e.cpId)) throw notFound();
  return e;
}
