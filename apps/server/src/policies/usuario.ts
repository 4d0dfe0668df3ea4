import { eq, type SQL } from 'drizzle-orm';
import { clientePrincipal, empleado, usuario } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/client.ts';
import { isStaff, type Actor } from '../lib/actor.ts';
import { findUserByEmail } from '../modules/usuario/service.ts';
import { asId, nombreDe, policy } from './types.ts';

/** An account with the company it belongs to (as principal client or as employee), if any. */
async function cuenta(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select({ usuario, cpPrincipal: clientePrincipal.cpId, cpEmpleado: empleado.cpId })
    .from(usuario)
    .leftJoin(clientePrincipal, eq(clientePrincipal.usuarioId, usuario.usuarioId))
    .leftJoin(empleado, eq(empleado.usuarioId, usuario.usuarioId))
    .where(where);
  return row && { ...row.usuario, cpId: row.cpPrincipal ?? row.cpEmpleado };
}

/** Users visible to a caller: staff see all; others themselves and the people of their own company. */
const ve = (actor: Actor, u: { usuarioId: number; cpId: number | null }) =>
  isStaff(actor) || actor.usuarioId === u.usuarioId || (u.cpId !== null && u.cpId === actor.cpId);

/**
 * Accounts (docs/decisions/007). Reading one follows the 404 rule. Changing one (the avatar) is
 * refused with 403 before anything is looked up, so the refusal says nothing about the id: each
 * user changes its own avatar, staff anyone's.
 */
export const usuarioPolicy = policy({
  load: (db, { key }) => cuenta(db, eq(usuario.usuarioId, asId(key))),
  refuses: (actor, action, { key }) => action !== 'read' && actor.usuarioId !== asId(key) && !isStaff(actor),
  can: (actor, action, u) => (action === 'read' ? ve(actor, u) : true),
});

/** The owner of a stored avatar, by its file name: seen by whoever sees that user. */
export const avatarPolicy = policy({
  load: (db, { key }) => cuenta(db, eq(usuario.avatarNom, nombreDe(key))),
  can: (actor, _action, u) => ve(actor, u),
});

/**
 * An account named by its e-mail, to change its password with the current one: only the caller's
 * own, any other e-mail refused with 403 before anything is looked up (others' passwords are set
 * from the back office).
 */
export const cuentaPolicy = policy({
  load: (db, { key }) => findUserByEmail(db, String(key)),
  refuses: (actor, _action, { key }) => key !== actor.email.toLowerCase(),
  can: (actor, _action, u) => u.usuarioId === actor.usuarioId,
});
