import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteFallback } from '../components/ui/route-fallback.tsx';
import { adminRoutes } from './routes/admin-routes.tsx';
import { clientePrincipalRoutes } from './routes/cliente-principal-routes.tsx';
import { empleadoRoutes } from './routes/empleado-routes.tsx';
import { publicRoutes } from './routes/public-routes.tsx';

/** The full route table of spec 001 §2.1. */
const withFallback = (r: RouteObject): RouteObject => ({ ...r, hydrateFallbackElement: <RouteFallback /> });

export const router = createBrowserRouter(
  [...publicRoutes, empleadoRoutes, clientePrincipalRoutes, adminRoutes].map(withFallback),
);
