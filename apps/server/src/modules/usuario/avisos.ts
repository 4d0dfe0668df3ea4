import type { AppContext } from '../../context.ts';
import type { InviteLog } from '../../lib/invite.ts';
import type { Mail } from '../../lib/mailer.ts';

/**
 * Sends a notice about the account itself (its password or e-mail changed, a link). A notice that
 * fails is logged with its cause: the change is done and answered as done.
 */
export async function avisarCuenta(
  ctx: AppContext,
  log: InviteLog,
  mail: Mail,
  usuarioId: number,
): Promise<boolean> {
  try {
    await ctx.mailer.send(mail);
    return true;
  } catch (err) {
    log.error({ err, usuarioId }, 'account notice mail failed');
    return false;
  }
}
