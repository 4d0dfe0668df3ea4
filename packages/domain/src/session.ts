import { SESSION_HOURS, type Role } from './constants.ts';

/** Where each role lands after sign-in (docs/RULES.md#areas-and-routes). */
export function homeForRole(role: Role): string {
  if (role === 'Empleado') return '/cliente/inicio';
  if (role === 'Cliente Principal') return '/cliente-principal/inicio';
  return '/admin/inicio';
}

export const SESSION_MS = SESSION_HOURS * 60 * 60 * 1000;
