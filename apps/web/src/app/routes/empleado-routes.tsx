import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../areas/public/pages/not-found-page.tsx';
import { areaLayout, page } from './lazy-page.tsx';

const pages = () => import('../../areas/empleado/pages.ts');
// Its own chunk: the charts and the comparison maps load only with it.
const indices = () => import('../../features/raster-analisis/pages.ts');

/** /cliente: the employee area (docs/RULES.md#areas-and-routes). */
export const empleadoRoutes: RouteObject = {
  path: '/cliente',
  element: areaLayout(() => import('../layouts/empleado-layout.tsx'), 'EmpleadoLayout'),
  children: [
    { path: 'inicio', element: page(pages, 'EmpleadoInicioPage') },
    { path: 'mapa', element: page(pages, 'EmpleadoMapaPage') },
    { path: 'indices', element: page(indices, 'EmpleadoIndicesPage') },
    { path: 'edeb', element: page(pages, 'EmpleadoEdebPage') },
    { path: 'sensores', element: page(pages, 'EmpleadoSensoresPage') },
    { path: 'perfil', element: page(pages, 'EmpleadoPerfilPage') },
    { path: 'manual', element: page(pages, 'EmpleadoManualPage') },
    { path: 'videos', element: page(pages, 'EmpleadoVideosPage') },
    { path: 'contacto', element: page(pages, 'EmpleadoContactoPage') },
    { path: '*', element: <NotFoundPage /> },
  ],
};
