import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { notifySessionExpired } from '../lib/notify.ts';
import { session, useSession } from '../lib/session.ts';

/**
 * Area guard (docs/RULES.md#validation): without a session or role the stored record is removed and the user goes to
 * /403 (home after a deliberate sign-out; /login?next= when the session expired, to come back here);
 * a signed-in user of another role also goes to /403, and on admin pages (`clearOnWrongRole`) the stored
 * record is cleared too. The server enforces the same rules on every call.
 */
export function RequireRole({
  roles,
  clearOnWrongRole = false,
  children,
}: {
  roles: readonly Role[];
  clearOnWrongRole?: boolean;
  children: ReactNode;
}) {
  const { isLoggedIn, userRole, signedOut, expired } = useSession();
  const { pathname, search } = useLocation();
  const allowed = isLoggedIn && userRole !== null;
  const wrongRole = allowed && !roles.includes(userRole);
  useEffect(() => {
    if (!allowed) session.clear();
    if (wrongRole && clearOnWrongRole) session.clear();
  }, [allowed, wrongRole, clearOnWrongRole]);
  useEffect(() => {
    if (!allowed && expired) notifySessionExpired(MSG.sesionExpirada);
  }, [allowed, expired]);
  if (!allowed) {
    if (expired) return <Navigate to={`/login?next=${encodeURIComponent(pathname + search)}`} replace />;
    return <Navigate to={signedOut ? '/home' : '/403'} replace />;
  }
  if (wrongRole) return <Navigate to="/403" replace />;
  return children;
}
