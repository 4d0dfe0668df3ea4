import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { clientePrincipal, empleado } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/client.ts';
import { forbidden, notFound, unauthorized } from './errors.ts';

interface Signed {
  usuarioId: number;
  email: string;
  sesionId: number;
}

/** Who is calling, with the company and territories that scope what it may see (docs/RULES.md#tenancy). */
export type Actor = Signed &
  (
    | { role: 'Admin' | 'Dev'; adminId: number | null }
    | { role: 'Cliente Principal'; cpId: number }
    | { role: 'Empleado'; empleadoId: number; cpId: number; parcelaIds: number[] }
  );

/** The signed-in caller; 401 when there is none (guarded routes never get here without one). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
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
export async function canSeeUser(db: DbOrTx, actor: Actor, usuarioId: number): Promise<boolean> {
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
