// Every page the /cliente-principal route table names (app/routes/cliente-principal-routes.tsx).
export { CpInicioPage } from './inicio-page.tsx';
export { CpParcelasPage } from './parcelas/parcelas-page.tsx';
export { CpParcelaDetallePage } from './parcelas/parcela-detalle-page.tsx';
export { CpEmpleadosPage } from './empleados/empleados-page.tsx';
export { CpEmpleadoDetallePage } from './empleados/empleado-detalle-page.tsx';
export { CpNuevoEmpleadoPage } from './empleados/nuevo-empleado-page.tsx';
export { CpServiciosPage } from './servicios/servicios-page.tsx';
export { CpEdebPage, CpSensoresPage } from './reportes-pages.tsx';
export { CpFinanzasPage } from './finanzas/finanzas-page.tsx';
export { CpDetalleDeudaPage } from './finanzas/detalle-deuda-page.tsx';
export { CpPerfilPage } from './perfil/perfil-page.tsx';
export { CpMapaPage } from './mapa/mapa-page.tsx';
export { CpManualPage, CpVideosPage, CpContactoPage } from './manual-contacto-pages.tsx';
