import type { Role } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { eq } from 'drizzle-orm';
import { usuario } from '../db/schema/index.ts';
import {
  createResetLink,
  findUserByEmail,
  revokeResetLinks,
  WELCOME_TTL_MS,
} from '../modules/usuario/service.ts';
import { isUniqueViolation } from './db-errors.ts';
import { conflict, notFound } from './errors.ts';
import { accountCreatedMail } from './mail-templates.ts';

/** Where a failed welcome e-mail is reported (the request's logger). */
export interface InviteLog {
  error(obj: object, msg: string): void;
}

/** The account to create: its e-mail (already normalised), its role and the name the e-mail greets. */
export interface Invitado {
  email: string;
  rol: Role;
  nombre: string;
}

/**
 * Invites a user: in one transaction the account (no password yet), whatever `attach` records for
 * it (a company, an employee...) and a set-password link; once that has committed, the welcome
 * e-mail with the link. An e-mail already in use answers 409, also when two invitations race (the
 * unique index decides). A failed e-mail is logged, not an error: the account exists and
 * "¿Olvidaste tu contraseña?" still works, so the answer only reports it (`correoEnviado`).
 */
export async function inviteUser<T>(
  ctx: AppContext,
  log: InviteLog,
  invitado: Invitado,
  attach: (tx: Tx, usuarioId: number) => Promise<T>,
): Promise<{ usuarioId: number; correoEnviado: boolean; creado: T }> {
  const { db } = ctx.database;
  if (await findUserByEmail(db, invitado.email)) throw conflict(MSG.emailEnUso);
  const now = ctx.now();
  let done: { usuarioId: number; link: string; creado: T };
  try {
    done = await db.transaction(async (tx) => {
      const [u] = await tx
        .insert(usuario)
        .values({
          email: invitado.email,
          passwordHash: null,
          tipoUsuario: invitado.rol,
          isActive: true,
          dateEntered: now,
          dateModified: now,
        })
        .returning({ usuarioId: usuario.usuarioId });
      const usuarioId = u!.usuarioId;
      const creado = await attach(tx, usuarioId);
      const link = await createResetLink(ctx, tx, usuarioId, WELCOME_TTL_MS);
      return { usuarioId, link, creado };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MSG.emailEnUso);
    throw err;
  }
  let correoEnviado = true;
  try {
    await ctx.mailer.send(accountCreatedMail(invitado.email, invitado.nombre, done.link));
  } catch (err) {
    correoEnviado = false;
    log.error({ err, usuarioId: done.usuarioId }, 'welcome mail failed');
  }
  return { usuarioId: done.usuarioId, correoEnviado, creado: done.creado };
}

/** An account whose invitation is pending: it exists but has never set a password. */
export const invitacionPendiente = (u: { passwordHash: string | null }) => u.passwordHash === null;

/**
 * "Reenviar invitación": a new set-password link for an account that has not set its password yet,
 * mailed with the welcome e-mail; every link sent before dies in the same transaction. 409 when the
 * password is already set (use a reset link) or the account is deactivated.
 */
export async function resendInvite(
  ctx: AppContext,
  log: InviteLog,
  usuarioId: number,
  nombre: string,
): Promise<{ correoEnviado: boolean }> {
  const sent = await ctx.database.db.transaction(async (tx) => {
    // Locked so two resends cannot both leave a live link.
    const [u] = await tx.select().from(usuario).where(eq(usuario.usuarioId, usuarioId)).for('update');
    if (!u) throw notFound();
    if (!invitacionPendiente(u)) throw conflict(MSG.invitacionYaAceptada);
    if (!u.isActive) throw conflict(MSG.cuentaInactivaInvitacion);
    await revokeResetLinks(tx, usuarioId, ctx.now());
    return { email: u.email, link: await createResetLink(ctx, tx, usuarioId, WELCOME_TTL_MS) };
  });
  try {
    await ctx.mailer.send(accountCreatedMail(sent.email, nombre, sent.link));
    return { correoEnviado: true };
  } catch (err) {
    log.error({ err, usuarioId }, 'invitation mail failed');
    return { correoEnviado: false };
  }
}
