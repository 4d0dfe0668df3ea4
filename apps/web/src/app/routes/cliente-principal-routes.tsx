import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../areas/public/pages/not-found-page.tsx';
import { areaLayout, page } from './lazy-page.tsx';

const pages = () => import('../../areas/cliente-principal/pages.ts');
// Its own chunk: the charts and the comparison maps load only with it.
const indices = () => import('../../features/raster-analisis/pages.ts');

/** /cliente-principal: the company account area (docs/RULES.md#areas-and-routes). */
export const clientePrincipalRoutes: RouteObject = {
  path: '/cliente-principal',
  element: areaLayout(() => import('../layouts/cliente-principal-layout.tsx'), 'ClientePrincipalLayout'),
  children: [
    { path: 'inicio', element: page(pages, 'CpInicioPage') },
    { path: 'mis-territorios', element: page(pages, 'CpParcelasPage') },
    { path: 'mis-territorios/mas-info', element: page(pages, 'CpParcelaDetallePage') },
    { path: 'mapa', element: page(pages, 'CpMapaPage') },
    { path: 'indices', element: page(indices, 'CpIndicesPage') },
    { path: 'mis-trabajadores', element: page(pages, 'CpEmpleadosPage') },
    { path: 'mis-trabajadores/mas-info', element: page(pages, 'CpEmpleadoDetallePage') },
    { path: 'mis-trabajadores/nuevo', element: page(pages, 'CpNuevoEmpleadoPage') },
    { path: 'servicios', element: page(pages, 'CpServiciosPage') },
    { path: 'edeb', element: page(pages, 'CpEdebPage') },
    { path: 'sensores', element: page(pages, 'CpSensoresPage') },
    { path: 'finanzas', element: page(pages, 'CpFinanzasPage') },
    { path: 'finanzas/detalle-deuda', element: page(pages, 'CpDetalleDeudaPage') },
    { path: 'perfil', element: page(pages, 'CpPerfilPage') },
    { path: 'manual', element: page(pages, 'CpManualPage') },
    { path: 'videos', element: page(pages, 'CpVideosPage') },
    { path: 'contacto', element: page(pages, 'CpContactoPage') },
    { path: '*', element: <NotFoundPage /> },
  ],
};
