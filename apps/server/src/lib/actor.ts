import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { admin, clientePrincipal, empleado, empleadoParcela } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { forbidden, notFound, unauthorized } from './errors.ts';

/** Who is calling, with the company and territories that scope what it may see (DECISIONS §5). */
export type Actor =
  | { role: 'Admin' | 'Dev'; usuarioId: number; adminId: number | null }
  | { role: 'Cliente Principal'; usuarioId: number; cpId: number }
  | { role: 'Empleado'; usuarioId: number; empleadoId: number; cpId: number; parcelaIds: number[] };

const cache = new WeakMap<FastifyRequest, Promise<Actor>>();

/** The caller as an Actor, loaded once per request; 401 without a session. */
export function getActor(request: FastifyRequest): Promise<Actor> {
  const user = request.user;
  if (!user) throw unauthorized();
  let actor = cache.get(request);
  if (!actor) {
    actor = loadActor(request.server.ctx.database.db, user.usuarioId, user.role);
    cache.set(request, actor);
  }
  return actor;
}

async function loadActor(db: Db, usuarioId: number, role: Actor['role']): Promise<Actor> {
  if (role === 'Admin' || role === 'Dev') {
    const [row] = await db
      .select({ adminId: admin.adminId })
      .from(admin)
      .where(eq(admin.usuarioId, usuarioId));
    return { role, usuarioId, adminId: row?.adminId ?? null };
  }
  if (role === 'Cliente Principal') {
    const [row] = await db
      .select({ cpId: clientePrincipal.cpId })
      .from(clientePrincipal)
      .where(eq(clientePrincipal.usuarioId, usuarioId));
    if (!row) throw forbidden();
    return { role, usuarioId, cpId: row.cpId };
  }
  const [row] = await db
    .select({ empleadoId: empleado.empleadoId, cpId: empleado.cpId })
    .from(empleado)
    .where(eq(empleado.usuarioId, usuarioId));
  if (!row) throw forbidden();
  const links = await db
    .select({ parcelaId: empleadoParcela.parcelaId })
    .from(empleadoParcela)
    .where(eq(empleadoParcela.empleadoId, row.empleadoId))
    .orderBy(empleadoParcela.createdAt, empleadoParcela.parcelaId);
  return {
    role,
    usuarioId,
    empleadoId: row.empleadoId,
    cpId: row.cpId,
    parcelaIds: links.map((l) => l.parcelaId),
  };
}

export const isStaff = (a: Actor): a is Extract<Actor, { role: 'Admin' | 'Dev' }> =>
  a.role === 'Admin' || a.role === 'Dev';

/** Company-level access: staff, or the principal client of that company. Employees never. */
export function canManageCp(actor: Actor, cpId: number): boolean {
  return isStaff(actor) || (actor.role === 'Cliente Principal' && actor.cpId === cpId);
}

/** 403 when a path names a company the caller does not manage. */
export function assertManagesCp(actor: Actor, cpId: number): void {
  if (!canManageCp(actor, cpId)) throw forbidden();
}

/** Territory-level visibility: staff, its company's principal client, or an employee linked to it. */
export function canSeeParcela(actor: Actor, p: { parcelaId: number; cpId: number }): boolean {
  if (actor.role === 'Empleado') return actor.parcelaIds.includes(p.parcelaId);
  return canManageCp(actor, p.cpId);
}

/** 404 for a territory (or anything under it) the caller may not see, so ids reveal nothing. */
export function assertSeesParcela(
  actor: Actor,
  p: { parcelaId: number; cpId: number } | undefined | null,
): asserts p {
  if (!p || !canSeeParcela(actor, p)) throw notFound();
}

/** Users visible to a caller: staff see all; others see themselves and the people of their own company. */
export async function canSeeUser(db: Db, actor: Actor, usuarioId: number): Promise<boolean> {
  if (isStaff(actor) || actor.usuarioId === usuarioId) return true;
  const [cp] = await db
    .select({ cpId: clientePrincipal.cpId })
    .from(clientePrincipal)
    .where(eq(clientePrincipal.usuarioId, usuarioId));
  const [emp] = cp
    ? []
    : await db.select({ cpId: empleado.cpId }).from(empleado).where(eq(empleado.usuarioId, usuarioId));
  const ownerCp = cp?.cpId ?? emp?.cpId;
  return ownerCp !== undefined && ownerCp === actor.cpId;
}
