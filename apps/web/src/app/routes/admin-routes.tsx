import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../areas/public/pages/not-found-page.tsx';
import { areaLayout, page } from './lazy-page.tsx';

const pages = () => import('../../areas/admin/pages.ts');
// Its own chunk: the charts and the comparison maps load only with it.
const indices = () => import('../../features/raster-analisis/pages.ts');

/** /admin: the back office for Admin and Dev (docs/RULES.md#areas-and-routes). */
export const adminRoutes: RouteObject = {
  path: '/admin',
  element: areaLayout(() => import('../layouts/admin-layout.tsx'), 'AdminLayout'),
  children: [
    { path: 'inicio', element: page(pages, 'AdminInicioPage') },
    { path: 'mapa', element: page(pages, 'AdminMapaPage') },
    { path: 'indices', element: page(indices, 'AdminIndicesPage') },
    { path: 'registro/clientes', element: page(pages, 'RegistroCpsPage') },
    { path: 'registro/clientes/mas-info', element: page(pages, 'CpDetallePage') },
    { path: 'registro/territorios', element: page(pages, 'RegistroParcelasPage') },
    { path: 'registro/territorios/mas-info', element: page(pages, 'ParcelaDetallePage') },
    { path: 'registro/empleados/mas-info', element: page(pages, 'EmpleadoDetallePage') },
    { path: 'registro/servicios', element: page(pages, 'RegistroServiciosPage') },
    { path: 'agregar/cp', element: page(pages, 'AgregarCpPage') },
    { path: 'agregar/territorio', element: page(pages, 'AgregarParcelaPage') },
    { path: 'agregar/servicio', element: page(pages, 'AgregarServicioPage') },
    { path: 'finanzas', element: page(pages, 'AdminFinanzasPage') },
    { path: 'desarrollador', element: page(pages, 'DesarrolladorPage') },
    { path: 'ver-informacion', element: page(pages, 'VerInformacionPage') },
    { path: 'subir-info', element: page(pages, 'SubirInfoPage') },
    { path: 'administrar', element: page(pages, 'AdministrarPage') },
    { path: 'parcela-cliente', element: page(pages, 'ParcelaCpPage') },
    { path: 'perfil', element: page(pages, 'AdminPerfilPage') },
    { path: 'manual', element: page(pages, 'AdminManualPage') },
    { path: 'videos', element: page(pages, 'AdminVideosPage') },
    { path: '*', element: <NotFoundPage /> },
  ],
};
