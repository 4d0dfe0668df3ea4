import type { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import type { perfilPasswordSchema } from '@agro/domain/schemas/perfil';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../lib/actor.ts';
import { verifyPassword } from '../../lib/crypto.ts';
import { badRequest, HttpError, tooManyRequests } from '../../lib/errors.ts';
import type { InviteLog } from '../../lib/invite.ts';
import { passwordCambiadaMail } from '../../lib/mail-templates.ts';
import { avisarCuenta } from './avisos.ts';
import type { RecordOf } from '../../policies/index.ts';
import { authenticate, createSession, revokeResetLinks, revokeUserSessions, setPassword } from './service.ts';
import { signInSucceeded, startSignIn, type SignInAttempt } from './throttle.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where a request comes from: the socket address, or the proxy's word for it under TRUST_PROXY. */
interface Origen {
  ip: string;
  userAgent?: string;
}

// Counted before the password is checked (docs/decisions/008): 429 when blocked, else a bounded delay.
async function throttled(ctx: AppContext, email: string, ip: string): Promise<SignInAttempt> {
  const attempt = await startSignIn(ctx.database.db, email, ip, ctx.now());
  if (attempt.blocked) throw tooManyRequests();
  if (attempt.delayMs) await sleep(attempt.delayMs);
  return attempt;
}

/** POST usuario/logear: a new session for a right e-mail and password; 401 otherwise. */
export async function iniciarSesion(
  ctx: AppContext,
  input: { email: string; password: string } & Origen,
): Promise<{ token: string; role: Actor['role'] }> {
  const attempt = await throttled(ctx, input.email, input.ip);
  const user = await authenticate(ctx, input.email, input.password);
  if (!user) throw new HttpError(401, MSG.usuarioNoExiste);
  await signInSucceeded(ctx.database.db, attempt);
  const token = await createSession(ctx, user.usuarioId, { ip: input.ip, userAgent: input.userAgent });
  return { token, role: user.tipoUsuario };
}

type CambioPassword = z.output<typeof perfilPasswordSchema>;

/**
 * PUT usuario/password/{email}: one's own password, proving the current one. Guessing it counts
 * like failed sign-ins; the change ends the user's other sessions and every live reset link, and
 * is told to the account's address (a change the owner did not make does not go unnoticed).
 */
export async function cambiarPasswordPropia(
  ctx: AppContext,
  actor: Actor,
  user: RecordOf<'cuenta'>,
  input: { email: string; cambio: CambioPassword } & Origen,
  log: InviteLog,
): Promise<void> {
  const { db } = ctx.database;
  const attempt = await throttled(ctx, input.email, input.ip);
  if (!(await verifyPassword(input.cambio.password_old, user.passwordHash)))
    throw badRequest(MSG.passwordActualIncorrecta);
  await signInSucceeded(db, attempt);
  await db.transaction(async (tx) => {
    await setPassword(tx, user.usuarioId, input.cambio.password_new, ctx.now());
    await revokeUserSessions(tx, user.usuarioId, actor.sesionId);
    await revokeResetLinks(tx, user.usuarioId, ctx.now());
  });
  await avisarCuenta(ctx, log, passwordCambiadaMail(user.email, 'perfil'), user.usuarioId);
}
