import type { Actor } from '../../lib/actor.ts';
import { forbidden } from '../../lib/errors.ts';

/*
 * Accounts (docs/decisions/007): reading one and changing its avatar are the `usuario` and `avatar`
 * policies' rules (policies/usuario.ts), applied by the routes' `record`. A password is changed
 * by e-mail, which names no record: the rule stays here.
 */

/** 403 unless the e-mail is the caller's own (others' passwords are set from the back office). */
export function assertOwnAccount(actor: Actor, email: string): void {
  if (email !== actor.email.toLowerCase()) throw forbidden();
}
