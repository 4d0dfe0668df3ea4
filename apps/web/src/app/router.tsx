import { Suspense } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { RouteFallback } from '../components/ui/route-fallback.tsx';
import { adminRoutes } from './routes/admin-routes.tsx';
import { clientePrincipalRoutes } from './routes/cliente-principal-routes.tsx';
import { empleadoRoutes } from './routes/empleado-routes.tsx';
import { publicRoutes } from './routes/public-routes.tsx';

/** The full route table of docs/RULES.md#areas-and-routes. */
const routes = [...publicRoutes, empleadoRoutes, clientePrincipalRoutes, adminRoutes];

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The router in declarative mode: the app uses no loaders or actions, and leaving the data router out
 * takes ~16 KB gzip off every first load. Pages are split with React.lazy (routes/lazy-page.tsx).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<RouteFallback />}>
        <AppRoutes />
      </Suspense>
    </BrowserRouter>
  );
}
