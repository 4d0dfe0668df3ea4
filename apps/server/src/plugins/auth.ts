import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@agro/domain/constants';
import { SESSION_MS } from '@agro/domain/session';
import { sesion, usuario } from '../db/schema/index.ts';
import { hashToken } from '../lib/crypto.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

export const SESSION_COOKIE = 'agro_sesion';
// Sliding expiry is written at most once a minute per session, not on every request.
const TOUCH_EVERY_MS = 60_000;

export interface SessionUser {
  usuarioId: number;
  email: string;
  role: Role;
  sesionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** Reads the session cookie on every request and sets `request.user` (or null). */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const { db } = app.ctx.database;
    const now = app.ctx.now();
    const [row] = await db
      .select({
        sesionId: sesion.sesionId,
        lastSeenAt: sesion.lastSeenAt,
        usuarioId: usuario.usuarioId,
        email: usuario.email,
        role: usuario.tipoUsuario,
      })
      .from(sesion)
      .innerJoin(usuario, eq(usuario.usuarioId, sesion.usuarioId))
      .where(
        and(
          eq(sesion.tokenHash, hashToken(token, app.ctx.config.sessionSecret)),
          gt(sesion.expiresAt, now),
          eq(usuario.isActive, true),
        ),
      );
    if (!row) return;
    request.user = { usuarioId: row.usuarioId, email: row.email, role: row.role, sesionId: row.sesionId };
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await db
        .update(sesion)
        .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_MS) })
        .where(eq(sesion.sesionId, row.sesionId));
    }
  });
}

/** preHandler: 401 `Token inválido` without a live session. */
export async function requireSession(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw unauthorized();
}

/** preHandler factory: a live session with one of the roles, else 401/403. */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.user) throw unauthorized();
    if (!roles.includes(request.user.role)) throw forbidden();
  };
}

export const requireStaff = requireRole('Admin', 'Dev');

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
