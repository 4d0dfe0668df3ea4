import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../features/public/pages/not-found-page.tsx';
import { ClientePrincipalLayout } from '../../features/cliente-principal/cliente-principal-layout.tsx';
import { page } from './lazy-page.ts';

const pages = () => import('../../features/cliente-principal/pages.ts');

/** /cliente-principal: the company account area (spec 001 §2.4). */
export const clientePrincipalRoutes: RouteObject = {
  path: '/cliente-principal',
  element: <ClientePrincipalLayout />,
  children: [
    { path: 'inicio', lazy: page(pages, 'CpInicioPage') },
    { path: 'mis-territorios', lazy: page(pages, 'CpTerritoriosPage') },
    { path: 'mis-territorios/mas-info', lazy: page(pages, 'CpTerritorioDetallePage') },
    { path: 'mis-trabajadores', lazy: page(pages, 'CpTrabajadoresPage') },
    { path: 'mis-trabajadores/mas-info', lazy: page(pages, 'CpTrabajadorDetallePage') },
    { path: 'mis-trabajadores/nuevo', lazy: page(pages, 'CpNuevoTrabajadorPage') },
    { path: 'servicios', lazy: page(pages, 'CpServiciosPage') },
    { path: 'edeb', lazy: page(pages, 'CpEdebPage') },
    { path: 'sensores', lazy: page(pages, 'CpSensoresPage') },
    { path: 'finanzas', lazy: page(pages, 'CpFinanzasPage') },
    { path: 'finanzas/detalle-deuda', lazy: page(pages, 'CpDetalleDeudaPage') },
    { path: 'perfil', lazy: page(pages, 'CpPerfilPage') },
    { path: 'manual', lazy: page(pages, 'CpManualPage') },
    { path: 'videos', lazy: page(pages, 'CpVideosPage') },
    { path: 'contacto', lazy: page(pages, 'CpContactoPage') },
    { path: '*', element: <NotFoundPage /> },
  ],
};
