import { and, eq, ne } from 'drizzle-orm';
import { MSG } from '@agro/domain/messages';
import type { CAMPOS_USUARIOS, ORDEN_USUARIOS, RegistroQuery } from '@agro/domain/schemas/admin';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { usuario } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { invitacionPendiente, resendInvite, type InviteLog } from '../../lib/invite.ts';
import { emailCambiadoMail, passwordCambiadaMail, recoveryMail } from '../../lib/mail-templates.ts';
import { avisarCuenta } from './avisos.ts';
import { nombreDeUsuario, selectUsuarios } from './queries.ts';
import {
  createResetLink,
  findUserByEmail,
  revokeResetLinks,
  revokeUserSessions,
  setPassword,
} from './service.ts';

type Campo = (typeof CAMPOS_USUARIOS)[number];
type Orden = (typeof ORDEN_USUARIOS)[number];

/** GET /usuario/listar: every account with its display names, filtered, sorted and paged. */
export const registro = (ctx: AppContext, query: RegistroQuery<Campo, Orden>) =>
  selectUsuarios(ctx.database.db, query);

// The path's e-mail arrives decoded once by the router, trimmed and lower-cased by its schema.
async function requireUser(db: DbOrTx, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound(MSG.usuarioNoExiste);
  return user;
}

/**
 * PUT /usuario/email/admin/{email}: a new e-mail for any account; 409 when another account has
 * it. Links already mailed to the old address stop working.
 */
export async function cambiarEmail(
  ctx: AppContext,
  email: string,
  body: { email_actual?: string; email: string },
  log: InviteLog,
) {
  const { db } = ctx.database;
  const user = await requireUser(db, email);
  if (body.email_actual && body.email_actual !== user.email.toLowerCase())
    throw badRequest(MSG.campoInvalido('email_actual'));
  const other = await findUserByEmail(db, body.email);
  if (other && other.usuarioId !== user.usuarioId) throw conflict(MSG.emailEnUso);
  let changed: { id: number }[] = [];
  try {
    await db.transaction(async (tx) => {
      changed = await tx
        .update(usuario)
        .set({ email: body.email, dateModified: ctx.now() })
        .where(and(eq(usuario.usuarioId, user.usuarioId), ne(usuario.email, body.email)))
        .returning({ id: usuario.usuarioId });
      if (changed.length > 0) await revokeResetLinks(tx, user.usuarioId, ctx.now());
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.emailEnUso);
    throw err;
  }
  // Told at the old address, so a change the owner did not ask for does not go unnoticed.
  if (changed.length > 0)
    await avisarCuenta(ctx, log, emailCambiadoMail(user.email, body.email), user.usuarioId);
  return { usuario_id: user.usuarioId, email: body.email };
}

/**
 * PUT /usuario/password/admin/{email}: sets any account's password, ending its sessions (but the
 * caller's own) and every live reset link.
 */
export async function cambiarPassword(
  ctx: AppContext,
  actor: Actor,
  email: string,
  password: string,
  log: InviteLog,
) {
  const { db } = ctx.database;
  const user = await requireUser(db, email);
  await db.transaction(async (tx) => {
    await setPassword(tx, user.usuarioId, password, ctx.now());
    await revokeUserSessions(tx, user.usuarioId, actor.sesionId);
    await revokeResetLinks(tx, user.usuarioId, ctx.now());
  });
  await avisarCuenta(ctx, log, passwordCambiadaMail(user.email), user.usuarioId);
  return { usuario_id: user.usuarioId };
}

/**
 * POST /usuario/enlace/admin/{email}: staff send an account a link to set its password: the
 * invitation again while it has never set one (earlier links die), else a one-hour reset link.
 */
export async function enviarEnlace(ctx: AppContext, email: string, log: InviteLog) {
  const { db } = ctx.database;
  const user = await requireUser(db, email);
  if (!user.isActive) throw conflict(MSG.cuentaInactivaInvitacion);
  if (invitacionPendiente(user)) {
    const r = await resendInvite(ctx, log, user.usuarioId, await nombreDeUsuario(db, user.usuarioId));
    return { usuario_id: user.usuarioId, correo_enviado: r.correoEnviado };
  }
  const url = await createResetLink(ctx, db, user.usuarioId);
  const sent = await avisarCuenta(ctx, log, recoveryMail(user.email, url), user.usuarioId);
  return { usuario_id: user.usuarioId, correo_enviado: sent };
}
