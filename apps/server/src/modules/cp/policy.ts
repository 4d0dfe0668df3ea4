import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clientePrincipal } from '../../db/schema/index.ts';
import { assertManagesCp, type Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';

interface LoadOpts {
  /** The 404 message (the back office's screens show "No se encontraron datos..."). */
  mensaje?: string;
  /** Lock the row until the transaction ends (a write that must not race another). */
  forUpdate?: boolean;
}

/**
 * The company `cpId` for a caller who manages it: 403 for another company (the request names it,
 * and company ids reveal nothing), 404 when there is none. The access plugin already refuses a
 * principal client that names another company; every company endpoint still loads it here, so the
 * rule sits next to the read.
 */
export async function loadCpFor(db: DbOrTx, actor: Actor, cpId: number, opts: LoadOpts = {}) {
  assertManagesCp(actor, cpId);
  const query = db.select().from(clientePrincipal).where(eq(clientePrincipal.cpId, cpId));
  const [cp] = await (opts.forUpdate ? query.for('update') : query);
  if (!cp) throw notFound(opts.mensaje);
  return cp;
}
