import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../features/public/pages/not-found-page.tsx';
import { EmpleadoLayout } from '../../features/empleado/empleado-layout.tsx';
import { page } from './lazy-page.ts';

const pages = () => import('../../features/empleado/pages.ts');

/** /cliente: the employee area (spec 000 §2). */
export const empleadoRoutes: RouteObject = {
  path: '/cliente',
  element: <EmpleadoLayout />,
  children: [
    { path: 'inicio', lazy: page(pages, 'EmpleadoInicioPage') },
    { path: 'edeb', lazy: page(pages, 'EmpleadoEdebPage') },
    { path: 'sensores', lazy: page(pages, 'EmpleadoSensoresPage') },
    { path: 'perfil', lazy: page(pages, 'EmpleadoPerfilPage') },
    { path: 'manual', lazy: page(pages, 'EmpleadoManualPage') },
    { path: 'videos', lazy: page(pages, 'EmpleadoVideosPage') },
    { path: 'contacto', lazy: page(pages, 'EmpleadoContactoPage') },
    { path: '*', element: <NotFoundPage /> },
  ],
};
