import { eq } from 'drizzle-orm';
import { MSG } from '@agro/domain/messages';
import type { DbOrTx } from '../../db/client.ts';
import { comprobanteEnvio } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';

/**
 * A submission taken FOR UPDATE, so two reviews of one submission run one after the other. Who may
 * act on it was decided before the handler ran (the route's `record`, policies/envio.ts).
 */
export async function bloquearEnvio(tx: DbOrTx, envioId: number) {
  const [e] = await tx
    .select()
    .from(comprobanteEnvio)
    .where(eq(comprobanteEnvio.envioId, envioId))
    .for('update');
  if (!e) throw notFound();
  return e;
}

/**
 * Ends a submission still in review (rejected by staff or withdrawn by its client) with `cambios`,
 * under the row's lock; 409 once it has been resolved. Answers the row as it was before.
 */
export async function cerrarEnvio(
  tx: DbOrTx,
  envioId: number,
  cambios: Partial<typeof comprobanteEnvio.$inferInsert>,
) {
  const e = await bloquearEnvio(tx, envioId);
  if (e.estado !== 'En revisión') throw conflict(MSG.envioYaRevisado);
  await tx.update(comprobanteEnvio).set(cambios).where(eq(comprobanteEnvio.envioId, envioId));
  return e;
}
