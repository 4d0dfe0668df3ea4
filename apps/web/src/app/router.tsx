import { notifications } from '@mantine/notifications';
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { RouteFallback } from '../components/ui/route-fallback.tsx';
import { ERROR_NOTIFICATION_ID } from '../lib/notify.ts';
import { adminRoutes } from './routes/admin-routes.tsx';
import { clientePrincipalRoutes } from './routes/cliente-principal-routes.tsx';
import { empleadoRoutes } from './routes/empleado-routes.tsx';
import { publicRoutes } from './routes/public-routes.tsx';

/** The full route table of docs/RULES.md#areas-and-routes. */
const routes = [...publicRoutes, empleadoRoutes, clientePrincipalRoutes, adminRoutes];

function AppRoutes() {
  const { pathname } = useLocation();
  // A form's error belongs to the screen that showed it.
  useEffect(() => {
    notifications.hide(ERROR_NOTIFICATION_ID);
  }, [pathname]);
  return useRoutes(routes);
}

/**
 * The router in declarative mode: the app uses no loaders or actions, and leaving the data router out
 * takes ~16 KB gzip off every first load. Pages are split with React.lazy (routes/lazy-page.tsx).
 */
export function AppRouter({ Router = BrowserRouter }: { Router?: RouterShell }) {
  return (
    <Router>
      <Suspense fallback={<RouteFallback />}>
        <AppRoutes />
      </Suspense>
    </Router>
  );
}

/** The router around the routes: the browser's history, or at build time a fixed URL (prerender.tsx). */
export type RouterShell = ComponentType<{ children: ReactNode }>;
