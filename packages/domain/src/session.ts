import { SESSION_HOURS, type Role } from './constants.ts';

/** Where each role lands after sign-in (docs/RULES.md#areas-and-routes). */
export function homeForRole(role: Role): string {
  if (role === 'Empleado') return '/cliente/inicio';
  if (role === 'Cliente Principal') return '/cliente-principal/inicio';
  return '/admin/inicio';
}

export const SESSION_MS = SESSION_HOURS * 60 * 60 * 1000;

/**
 * The `next` of /login?next=: a path inside the app (one leading `/`, not `//` or `/\`, no scheme, no
 * control characters) within the area of the role that signed in; anything else gives the role's home.
 */
export function nextAfterLogin(next: string | null | undefined, role: Role): string {
  const home = homeForRole(role);
  if (!next || next.length > 2000) return home;
  if (
    !/^\/(?![/\\])/.test(next) ||
    [...next].some((ch) => ch === '\\' || ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127) ||
    /^\/[^/?#]*:/.test(next)
  )
    return home;
  const area = home.split('/')[1];
  if (next.split(/[/?#]/)[1] !== area) return home;
  return next;
}
