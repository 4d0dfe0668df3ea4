import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../features/public/pages/not-found-page.tsx';
import { areaLayout, page } from './lazy-page.tsx';

const pages = () => import('../../features/empleado/pages.ts');

/** /cliente: the employee area (docs/RULES.md#areas-and-routes). */
export const empleadoRoutes: RouteObject = {
  path: '/cliente',
  element: areaLayout(() => import('../../features/empleado/empleado-layout.tsx'), 'EmpleadoLayout'),
  children: [
    { path: 'inicio', element: page(pages, 'EmpleadoInicioPage') },
    { path: 'edeb', element: page(pages, 'EmpleadoEdebPage') },
    { path: 'sensores', element: page(pages, 'EmpleadoSensoresPage') },
    { path: 'perfil', element: page(pages, 'EmpleadoPerfilPage') },
    { path: 'manual', element: page(pages, 'EmpleadoManualPage') },
    { path: 'videos', element: page(pages, 'EmpleadoVideosPage') },
    { path: 'contacto', element: page(pages, 'EmpleadoContactoPage') },
    { path: '*', element: <NotFoundPage /> },
  ],
};
