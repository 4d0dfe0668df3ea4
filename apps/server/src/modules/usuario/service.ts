import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SESSION_MS } from '@agro/domain/session';
import type { AppContext } from '../../context.ts';
import { sesion, tokenRecuperacion, usuario } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { hashPassword, hashToken, newToken, verifyPassword } from '../../lib/crypto.ts';

export const RESET_TTL_MS = 60 * 60_000;
/** A new account's first link lasts longer than a recovery link (the welcome e-mail says 72 horas). */
export const WELCOME_TTL_MS = 72 * 60 * 60_000;

/** Finds a user, active or not, by e-mail (case-insensitive). */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(usuario)
    .where(eq(sql`lower(${usuario.email})`, email.toLowerCase()));
  return row;
}

/** Checks e-mail and password; returns the user only when both match and the account is active. */
export async function authenticate(ctx: AppContext, email: string, password: string) {
  const user = await findUserByEmail(ctx.database.db, email);
  // Hash even for unknown e-mails so the answer time does not tell which addresses exist.
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  return user && ok && user.isActive ? user : null;
}
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + 'A'.repeat(86) + '==';

/** Opens a server-side session and returns the opaque token for the cookie. */
export async function createSession(
  ctx: AppContext,
  usuarioId: number,
  meta: { ip?: string; userAgent?: string },
) {
  const token = newToken();
  const now = ctx.now();
  await ctx.database.db.insert(sesion).values({
    tokenHash: hashToken(token, ctx.config.sessionSecret),
    usuarioId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MS),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return token;
}

export async function revokeSession(db: DbOrTx, sesionId: number) {
  await db.delete(sesion).where(eq(sesion.sesionId, sesionId));
}

/** Ends every session of a user, except optionally the one making the change. */
export async function revokeUserSessions(db: DbOrTx, usuarioId: number, exceptSesionId?: number) {
  await db
    .delete(sesion)
    .where(
      and(eq(sesion.usuarioId, usuarioId), exceptSesionId ? ne(sesion.sesionId, exceptSesionId) : undefined),
    );
}

/** Issues a one-use password token for a user and returns the link to e-mail. */
export async function createResetLink(ctx: AppContext, db: DbOrTx, usuarioId: number, ttlMs = RESET_TTL_MS) {
  const token = newToken();
  const now = ctx.now();
  await db.insert(tokenRecuperacion).values({
    tokenHash: hashToken(token, ctx.config.sessionSecret),
    usuarioId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return `${ctx.config.publicUrl}/nueva-contrasena?t=${encodeURIComponent(token)}`;
}

/** The live (unused, unexpired) token row for a raw token. */
export async function findLiveToken(ctx: AppContext, db: DbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(tokenRecuperacion)
    .where(
      and(
        eq(tokenRecuperacion.tokenHash, hashToken(token, ctx.config.sessionSecret)),
        isNull(tokenRecuperacion.usedAt),
        gt(tokenRecuperacion.expiresAt, ctx.now()),
      ),
    );
  return row;
}

/** Sets a user's password (rule already checked by the caller's schema). */
export async function setPassword(db: DbOrTx, usuarioId: number, password: string, now: Date) {
  await db
    .update(usuario)
    .set({ passwordHash: await hashPassword(password), dateModified: now })
    .where(eq(usuario.usuarioId, usuarioId));
}

/**
 * Uses a reset token: sets the password, ends the user's sessions and every live link, in one transaction.
 * Answers the account (its e-mail fills in the sign-in page; `reemplazo` when it had a password
 * before, not an invitation's first), or null for a dead token.
 */
export async function consumeResetToken(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<{ usuarioId: number; email: string; reemplazo: boolean } | null> {
  return ctx.database.db.transaction(async (tx) => {
    const live = await findLiveToken(ctx, tx, token);
    if (!live) return null;
    const burned = await tx
      .update(tokenRecuperacion)
      .set({ usedAt: ctx.now() })
      .where(and(eq(tokenRecuperacion.tokenId, live.tokenId), isNull(tokenRecuperacion.usedAt)))
      .returning({ id: tokenRecuperacion.tokenId });
    if (burned.length === 0) return null;
    const [cuenta] = await tx
      .select({ email: usuario.email, passwordHash: usuario.passwordHash })
      .from(usuario)
      .where(eq(usuario.usuarioId, live.usuarioId));
    if (!cuenta) return null;
    await setPassword(tx, live.usuarioId, password, ctx.now());
    await revokeUserSessions(tx, live.usuarioId);
    await revokeResetLinks(tx, live.usuarioId, ctx.now());
    return { usuarioId: live.usuarioId, email: cuenta.email, reemplazo: cuenta.passwordHash !== null };
  });
}

/**
 * Ends every live reset or welcome link of a user: once its password or e-mail changes, no link
 * sent before may set the password again (the purge job removes them later).
 */
export async function revokeResetLinks(db: DbOrTx, usuarioId: number, now: Date) {
  await db
    .update(tokenRecuperacion)
    .set({ usedAt: now })
    .where(and(eq(tokenRecuperacion.usuarioId, usuarioId), isNull(tokenRecuperacion.usedAt)));
}
