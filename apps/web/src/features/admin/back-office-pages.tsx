// Admin back office I (issue 5): the pages the router lazy-loads, one module per screen.
export {
  RegistroClientesPage,
  RegistroServiciosPage,
  RegistroTerritoriosPage,
} from './registro/registro-pages.tsx';
export { ClienteDetallePage } from './cliente-detalle/cliente-detalle-page.tsx';
export { TerritorioDetallePage } from './territorio-detalle/territorio-detalle-page.tsx';
export { EmpleadoDetallePage } from './empleado-detalle/empleado-detalle-page.tsx';
export { AgregarCpPage } from './agregar/agregar-cp-page.tsx';
export { AgregarTerritorioPage } from './agregar/agregar-territorio-page.tsx';
export { AgregarServicioPage } from './agregar/agregar-servicio-page.tsx';
export { AdministrarPage } from './administrar/administrar-page.tsx';
export { ParcelaClientePage } from './parcela-cliente/parcela-cliente-page.tsx';
export { AdminPerfilPage } from './perfil/perfil-page.tsx';
export { AdminManualPage, AdminVideosPage } from './manual-pages.tsx';
