import { ACCESS_ROLES, type Access, type CompanyRef } from '@agro/domain/contracts/endpoint';
import { isStaff, type Actor } from '../lib/actor.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

/*
 * The rules every policy is built from (docs/RULES.md#tenancy). Nothing outside policies/ and the
 * access plugin decides tenancy: services receive records already authorized.
 */

/** Company-level access: staff, or the principal client of that company. Employees never. */
export function canManageCp(actor: Actor, cpId: number): boolean {
  return isStaff(actor) || (actor.role === 'Cliente Principal' && actor.cpId === cpId);
}

/** 403 when a request names a company the caller does not manage (company ids reveal nothing). */
export function assertManagesCp(actor: Actor, cpId: number): void {
  if (!canManageCp(actor, cpId)) throw forbidden();
}

/**
 * The company check of a route's `company` key (the access plugin's): a company the caller manages,
 * or, where the contract admits them (`employees`), the caller's own company for its employees.
 */
export function assertMayNameCp(actor: Actor, cpId: number, ref: CompanyRef): void {
  if (ref.employees && actor.role === 'Empleado' && actor.cpId === cpId) return;
  assertManagesCp(actor, cpId);
}

/** Territory-level visibility: staff, its company's principal client, or an employee linked to it. */
export function canSeeParcela(actor: Actor, p: { parcelaId: number; cpId: number }): boolean {
  if (actor.role === 'Empleado') return actor.parcelaIds.includes(p.parcelaId);
  return canManageCp(actor, p.cpId);
}

/**
 * The access table (`ACCESS_ROLES`) applied to a caller: 401 without a session where one is
 * needed, 403 for a role the level does not admit. The routes' gate and the docs' use it.
 */
export function assertAccess(actor: Actor | null | undefined, access: Access): void {
  const roles = ACCESS_ROLES[access];
  if (roles === null) return;
  if (!actor) throw unauthorized();
  if (!roles.includes(actor.role)) throw forbidden();
}
