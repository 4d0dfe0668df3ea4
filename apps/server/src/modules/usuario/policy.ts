import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { usuario } from '../../db/schema/index.ts';
import { canSeeUser, isStaff, type Actor } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/errors.ts';

/**
 * Accounts (docs/decisions/007). Reading one by its id follows the 404 rule: an account the caller
 * may not see answers like one that does not exist. Changing an account is refused with 403 before
 * anything is looked up, so the refusal says nothing about the id: each user changes its own
 * avatar and password, staff any avatar (and any password from the back office).
 */

/** A user the caller may see (itself, people of its own company, anyone for staff); 404 otherwise. */
export async function loadUsuarioFor(db: DbOrTx, actor: Actor, usuarioId: number) {
  if (!(await canSeeUser(db, actor, usuarioId))) throw notFound();
  const [row] = await db.select().from(usuario).where(eq(usuario.usuarioId, usuarioId));
  if (!row) throw notFound();
  return row;
}

/** The owner of a stored avatar, when the caller may see that user; 404 otherwise. */
export async function loadAvatarOwnerFor(db: DbOrTx, actor: Actor, nombre: string) {
  const [owner] = await db.select().from(usuario).where(eq(usuario.avatarNom, nombre));
  if (!owner || !(await canSeeUser(db, actor, owner.usuarioId))) throw notFound();
  return owner;
}

/** 403 unless the caller changes its own avatar, or is staff. */
export function assertMayChangeAvatar(actor: Actor, usuarioId: number): void {
  if (actor.usuarioId !== usuarioId && !isStaff(actor)) throw forbidden();
}

/** 403 unless the e-mail is the caller's own (others' passwords are set from the back office). */
export function assertOwnAccount(actor: Actor, email: string): void {
  if (email !== actor.email.toLowerCase()) throw forbidden();
}
