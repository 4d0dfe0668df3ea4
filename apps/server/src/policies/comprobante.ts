import { and, eq } from 'drizzle-orm';
import { comprobante, comprobanteEnvio, pago } from '../db/schema/index.ts';
import { isStaff } from '../lib/actor.ts';
import { policy } from './types.ts';

/**
 * A stored receipt by its server-made file name `{nombre}.{extension}`: staff, or the principal
 * client of a company that paid with it or sent it from the portal (whatever its review state).
 */
export const comprobantePolicy = policy({
  load: async (db, { key }) => {
    const [nombre = '', extension = ''] = String(key).split('.');
    const [c] = await db
      .select()
      .from(comprobante)
      .where(and(eq(comprobante.nombre, nombre), eq(comprobante.extension, extension)));
    if (!c) return undefined;
    const pagos = await db
      .selectDistinct({ cpId: pago.cpId })
      .from(pago)
      .where(eq(pago.comprobanteId, c.comprobanteId));
    const envios = await db
      .selectDistinct({ cpId: comprobanteEnvio.cpId })
      .from(comprobanteEnvio)
      .where(eq(comprobanteEnvio.comprobanteId, c.comprobanteId));
    return { ...c, cpIds: [...pagos, ...envios].map((r) => r.cpId) };
  },
  can: (actor, _action, c) =>
    isStaff(actor) || (actor.role === 'Cliente Principal' && c.cpIds.includes(actor.cpId)),
});
