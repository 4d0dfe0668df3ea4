import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Role } from '@agro/domain/constants';
import { session, useSession } from '../lib/session.ts';

/**
 * Area guard (docs/RULES.md#validation): without a session or role the stored record is removed and the user goes to
 * /403 (home after a deliberate sign-out); a signed-in user of another role also goes to /403. The server
 * enforces the same rules on every call.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { isLoggedIn, userRole, signedOut } = useSession();
  const allowed = isLoggedIn && userRole !== null;
  useEffect(() => {
    if (!allowed) session.clear();
  }, [allowed]);
  if (!allowed) return <Navigate to={signedOut ? '/home' : '/403'} replace />;
  if (!roles.includes(userRole)) return <Navigate to="/403" replace />;
  return children;
}
