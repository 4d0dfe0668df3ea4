import { eq } from 'drizzle-orm';
import { factura } from '../db/schema/index.ts';
import { canManageCp } from './rules.ts';
import { asId, policy } from './types.ts';

/** An invoice by its global id: staff, or the principal client of its company. */
export const facturaPolicy = policy({
  load: async (db, { key }) => {
    const [f] = await db
      .select({ facturaId: factura.facturaId, cpId: factura.cpId })
      .from(factura)
      .where(eq(factura.facturaId, asId(key)));
    return f;
  },
  can: (actor, _action, f) => canManageCp(actor, f.cpId),
});
