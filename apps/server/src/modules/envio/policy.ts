import { eq } from 'drizzle-orm';
import { MSG } from '@agro/domain/messages';
import type { DbOrTx } from '../../db/client.ts';
import { comprobanteEnvio } from '../../db/schema/index.ts';
import { canManageCp, type Actor } from '../../lib/actor.ts';
import { conflict, notFound } from '../../lib/errors.ts';

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

/**
 * Ends a submission still in review (rejected by staff or withdrawn by its client) with `cambios`,
 * under the row's lock; 409 once it has been resolved. Answers the row as it was before.
 */
export async function cerrarEnvio(
  tx: DbOrTx,
  actor: Actor,
  envioId: number,
  cambios: Partial<typeof comprobanteEnvio.$inferInsert>,
) {
  const e = await loadEnvioFor(tx, actor, envioId, true);
  if (e.estado !== 'En revisión') throw conflict(MSG.envioYaRevisado);
  await tx.update(comprobanteEnvio).set(cambios).where(eq(comprobanteEnvio.envioId, envioId));
  return e;
}
