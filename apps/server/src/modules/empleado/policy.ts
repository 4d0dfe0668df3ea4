import type { DbOrTx } from '../../db/client.ts';
import { assertManagesCp, canManageCp, type Actor } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { findEmpleado, findEmpleadoByRel } from './queries.ts';

interface LoadOpts {
  /** The 404 message, where the screen shows its own wording. */
  mensaje?: string;
  /** A company the request also names (an optional `cp_id` in the body). */
  cpId?: number;
}

/**
 * The employee `empleadoId` (a global id) for a caller, the one rule of every /empleado/{id} read
 * and write (docs/decisions/007):
 * - an Empleado addresses only its own record: any other id is refused with 403 before anything
 *   is looked up, so the answer depends on the caller alone and reveals nothing;
 * - a principal client that names another company in the request gets 403 (company rule);
 * - otherwise an employee the caller may not see (another company's) is 404, like a missing one.
 */
export async function loadEmpleadoFor(db: DbOrTx, actor: Actor, empleadoId: number, opts: LoadOpts = {}) {
  if (actor.role === 'Empleado' && actor.empleadoId !== empleadoId) throw forbidden();
  if (opts.cpId !== undefined && actor.role === 'Cliente Principal') assertManagesCp(actor, opts.cpId);
  const row = await findEmpleado(db, empleadoId);
  if (!row || (actor.role !== 'Empleado' && !canManageCp(actor, row.cpId))) throw notFound(opts.mensaje);
  return row;
}

/** An employee named by its company and its number there: 403 for another company, 404 for no such number. */
export async function loadEmpleadoByRel(
  db: DbOrTx,
  actor: Actor,
  ref: { cpId: number; empleadorelId: number },
) {
  assertManagesCp(actor, ref.cpId);
  const row = await findEmpleadoByRel(db, ref.cpId, ref.empleadorelId);
  if (!row) throw notFound();
  return row;
}
