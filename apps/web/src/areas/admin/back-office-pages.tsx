// Admin back office I (issue 5): the pages the router lazy-loads, one module per screen.
export { RegistroCpsPage, RegistroServiciosPage, RegistroParcelasPage } from './registro/registro-pages.tsx';
export { CpDetallePage } from './cp-detalle/cp-detalle-page.tsx';
export { ParcelaDetallePage } from './parcela-detalle/parcela-detalle-page.tsx';
export { EmpleadoDetallePage } from './empleado-detalle/empleado-detalle-page.tsx';
export { AgregarCpPage } from './agregar/agregar-cp-page.tsx';
export { AgregarParcelaPage } from './agregar/agregar-parcela-page.tsx';
export { AgregarServicioPage } from './agregar/agregar-servicio-page.tsx';
export { AdministrarPage } from './administrar/administrar-page.tsx';
export { ParcelaCpPage } from './parcela-cp/parcela-cp-page.tsx';
export { AdminPerfilPage } from './perfil/perfil-page.tsx';
export { AdminManualPage, AdminVideosPage } from './manual-pages.tsx';
