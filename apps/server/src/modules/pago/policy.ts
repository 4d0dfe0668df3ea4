import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { comprobante, comprobanteEnvio, pago } from '../../db/schema/index.ts';
import { isStaff, type Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';

/** A stored receipt named by its server-made file name. */
export interface ComprobanteRef {
  nombre: string;
  extension: string;
}

/**
 * The receipt `ref` for a caller who may see it: staff, or the principal client of the company
 * that paid with it or sent it from the portal. Anyone else gets 404, exactly like a receipt that does not exist (a stored
 * file name is a global name: it must reveal nothing).
 */
export async function loadComprobanteFor(db: DbOrTx, actor: Actor, ref: ComprobanteRef) {
  const [c] = await db
    .select()
    .from(comprobante)
    .where(and(eq(comprobante.nombre, ref.nombre), eq(comprobante.extension, ref.extension)));
  if (!c) throw notFound();
  if (isStaff(actor)) return c;
  if (actor.role !== 'Cliente Principal') throw notFound();
  const [own] = await db
    .select({ id: pago.pagoId })
    .from(pago)
    .where(and(eq(pago.comprobanteId, c.comprobanteId), eq(pago.cpId, actor.cpId)))
    .limit(1);
  if (own) return c;
  // A receipt the company sent from the portal, whatever its review state.
  const [enviado] = await db
    .select({ id: comprobanteEnvio.envioId })
    .from(comprobanteEnvio)
    .where(and(eq(comprobanteEnvio.comprobanteId, c.comprobanteId), eq(comprobanteEnvio.cpId, actor.cpId)))
    .limit(1);
  if (!enviado) throw notFound();
  return c;
}
