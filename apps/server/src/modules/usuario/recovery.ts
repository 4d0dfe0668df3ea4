import type { FastifyBaseLogger } from 'fastify';
import { MSG } from '@agro/domain/messages';
import { isValidEmail } from '@agro/domain/rules';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { passwordCambiadaMail, recoveryMail } from '../../lib/mail-templates.ts';
import { afterReply } from './after-reply.ts';
import { avisarCuenta } from './avisos.ts';
import { consumeResetToken, createResetLink, findLiveToken, findUserByEmail } from './service.ts';
import { recoveryAllowed } from './throttle.ts';

/**
 * GET usuario/recuperar/{email}. Before answering, every address gets the same work: its limits
 * are counted (per e-mail and per address, docs/decisions/008). Whether the account exists is
 * only looked at after the answer, where the link is made and mailed; over a limit nothing is
 * sent. The caller answers the same 200 whatever happens.
 */
export async function solicitarRecuperacion(
  ctx: AppContext,
  input: { email: string; ip: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  if (!isValidEmail(email)) return;
  if (!(await recoveryAllowed(ctx.database.db, email, input.ip, ctx.now()))) return;
  afterReply(ctx, () => enviarEnlace(ctx, email), log);
}

async function enviarEnlace(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx.database.db, email);
  if (!user?.isActive) return;
  const url = await createResetLink(ctx, ctx.database.db, user.usuarioId);
  await ctx.mailer.send(recoveryMail(user.email, url));
}

/** GET usuario/validar/{token}: 404 for anything that is not a live link, whatever its shape. */
export async function validarEnlace(ctx: AppContext, token: string): Promise<void> {
  if (!(await findLiveToken(ctx, ctx.database.db, token))) throw notFound(MSG.resetContenidoNoExiste);
}

/**
 * POST usuario/cambiar/{token}: sets the password once; every other live link of the user ends too.
 * A password that replaced another is told to the account's address (not the first one an
 * invitation sets). Answers the e-mail.
 */
export async function cambiarConEnlace(
  ctx: AppContext,
  token: string,
  password: string,
  log: FastifyBaseLogger,
): Promise<string> {
  const cambio = await consumeResetToken(ctx, token, password);
  if (!cambio) throw notFound(MSG.resetContenidoNoExiste);
  if (cambio.reemplazo)
    await avisarCuenta(ctx, log, passwordCambiadaMail(cambio.email, 'enlace'), cambio.usuarioId);
  return cambio.email;
}
