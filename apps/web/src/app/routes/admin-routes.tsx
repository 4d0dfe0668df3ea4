import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../features/public/pages/not-found-page.tsx';
import { AdminLayout } from '../../features/admin/admin-layout.tsx';
import { page } from './lazy-page.ts';

const pages = () => import('../../features/admin/pages.ts');

/** /admin: the back office for Admin and Dev (spec 001 §2.2–2.3). */
export const adminRoutes: RouteObject = {
  path: '/admin',
  element: <AdminLayout />,
  children: [
    { path: 'inicio', lazy: page(pages, 'AdminInicioPage') },
    { path: 'registro/clientes', lazy: page(pages, 'RegistroClientesPage') },
    { path: 'registro/clientes/mas-info', lazy: page(pages, 'ClienteDetallePage') },
    { path: 'registro/territorios', lazy: page(pages, 'RegistroTerritoriosPage') },
    { path: 'registro/territorios/mas-info', lazy: page(pages, 'TerritorioDetallePage') },
    { path: 'registro/empleados/mas-info', lazy: page(pages, 'EmpleadoDetallePage') },
    { path: 'registro/servicios', lazy: page(pages, 'RegistroServiciosPage') },
    { path: 'agregar/cp', lazy: page(pages, 'AgregarCpPage') },
    { path: 'agregar/territorio', lazy: page(pages, 'AgregarTerritorioPage') },
    { path: 'agregar/servicio', lazy: page(pages, 'AgregarServicioPage') },
    { path: 'finanzas', lazy: page(pages, 'AdminFinanzasPage') },
    { path: 'desarrollador', lazy: page(pages, 'DesarrolladorPage') },
    { path: 'ver-informacion', lazy: page(pages, 'VerInformacionPage') },
    { path: 'subir-info', lazy: page(pages, 'SubirInfoPage') },
    { path: 'administrar', lazy: page(pages, 'AdministrarPage') },
    { path: 'parcela-cliente', lazy: page(pages, 'ParcelaClientePage') },
    { path: 'perfil', lazy: page(pages, 'AdminPerfilPage') },
    { path: 'manual', lazy: page(pages, 'AdminManualPage') },
    { path: 'videos', lazy: page(pages, 'AdminVideosPage') },
    { path: '*', element: <NotFoundPage /> },
  ],
};
