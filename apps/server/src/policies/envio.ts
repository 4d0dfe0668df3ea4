import { eq } from 'drizzle-orm';
import { comprobanteEnvio } from '../db/schema/index.ts';
import { canManageCp } from './rules.ts';
import { asId, policy } from './types.ts';

/** A receipt submission: staff, or the principal client of its company (its id is global). */
export const envioPolicy = policy({
  load: async (db, { key }) => {
    const [e] = await db
      .select()
      .from(comprobanteEnvio)
      .where(eq(comprobanteEnvio.envioId, asId(key)));
    return e;
  },
  can: (actor, _action, e) => canManageCp(actor, e.cpId),
});
