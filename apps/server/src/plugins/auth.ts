import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SESSION_MS } from '@agro/domain/session';
import type { Db } from '../db/client.ts';
import { admin, clientePrincipal, empleado, sesion, usuario } from '../db/schema/index.ts';
import { hashToken } from '../lib/crypto.ts';
import type { Actor } from '../lib/actor.ts';

export const SESSION_COOKIE = 'agro_sesion';
// Sliding expiry is written at most once a minute per session, not on every request.
const TOUCH_EVERY_MS = 60_000;
// The cookie's own Max-Age is renewed at most once an hour of session age (see renewsCookie).
const COOKIE_RENEW_MS = 3_600_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller with what scopes it (company, territories), or null. */
    actor: Actor | null;
  }
}

/** The cookie options of a session; `secure` when the platform is served over https. */
export function sessionCookie(publicUrl: string) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: publicUrl.startsWith('https://'),
    maxAge: SESSION_MS / 1000,
  };
}

// One round trip per request: the session, its account and what scopes it (company, linked territories).
function prepareSessionQuery(db: Db) {
  return db
    .select({
      sesionId: sesion.sesionId,
      createdAt: sesion.createdAt,
      lastSeenAt: sesion.lastSeenAt,
      usuarioId: usuario.usuarioId,
      email: usuario.email,
      role: usuario.tipoUsuario,
      adminId: admin.adminId,
      cpId: clientePrincipal.cpId,
      empleadoId: empleado.empleadoId,
      empleadoCpId: empleado.cpId,
      parcelaIds: sql<
        number[]
      >`coalesce((select array_agg(ep.parcela_id order by ep.created_at, ep.parcela_id) from empleado_parcela ep where ep.empleado_id = ${empleado.empleadoId}), '{}')`,
    })
    .from(sesion)
    .innerJoin(usuario, eq(usuario.usuarioId, sesion.usuarioId))
    .leftJoin(admin, eq(admin.usuarioId, usuario.usuarioId))
    .leftJoin(clientePrincipal, eq(clientePrincipal.usuarioId, usuario.usuarioId))
    .leftJoin(empleado, eq(empleado.usuarioId, usuario.usuarioId))
    .where(
      and(
        eq(sesion.tokenHash, sql.placeholder('hash')),
        gt(sesion.expiresAt, sql.placeholder('now')),
        eq(usuario.isActive, true),
      ),
    )
    .prepare('sesion_actor');
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionQuery>['execute']>>[number];

// A principal client without its company or an employee without its record is an inconsistent account: no session.
function toActor(row: SessionRow): Actor | null {
  const base = { usuarioId: row.usuarioId, email: row.email, sesionId: row.sesionId };
  switch (row.role) {
    case 'Admin':
    case 'Dev':
      return { ...base, role: row.role, adminId: row.adminId };
    case 'Cliente Principal':
      return row.cpId === null ? null : { ...base, role: row.role, cpId: row.cpId };
    case 'Empleado':
      return row.empleadoId === null || row.empleadoCpId === null
        ? null
        : {
            ...base,
            role: row.role,
            empleadoId: row.empleadoId,
            cpId: row.empleadoCpId,
            parcelaIds: row.parcelaIds.map(Number),
          };
  }
}

// Renews the cookie when activity crosses an hour of session age, so an active user is never
// signed out by the browser while the server still slides the session.
const renewsCookie = (createdAt: Date, lastSeenAt: Date, now: Date) =>
  Math.floor((now.getTime() - createdAt.getTime()) / COOKIE_RENEW_MS) >
  Math.floor((lastSeenAt.getTime() - createdAt.getTime()) / COOKIE_RENEW_MS);

/** Reads the session cookie on every request (before any body is read) and sets `request.actor`. */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('actor', null);
  const { db } = app.ctx.database;
  const query = prepareSessionQuery(db);
  const cookie = sessionCookie(app.ctx.config.publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const now = app.ctx.now();
    const [row] = await query.execute({ hash: hashToken(token, app.ctx.config.sessionSecret), now });
    if (!row) return;
    request.actor = toActor(row);
    if (!request.actor || now.getTime() - row.lastSeenAt.getTime() <= TOUCH_EVERY_MS) return;
    await db
      .update(sesion)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_MS) })
      .where(eq(sesion.sesionId, row.sesionId));
    if (renewsCookie(row.createdAt, row.lastSeenAt, now)) reply.setCookie(SESSION_COOKIE, token, cookie);
  });
}
