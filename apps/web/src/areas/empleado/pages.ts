export { EmpleadoInicioPage } from './inicio-page.tsx';
export { EmpleadoEdebPage, EmpleadoSensoresPage } from './reports-pages.tsx';
export { EmpleadoPerfilPage } from './perfil/perfil-page.tsx';
export { EmpleadoManualPage, EmpleadoVideosPage } from './manual-pages.tsx';
export { EmpleadoContactoPage } from './contacto-page.tsx';
export { EmpleadoMapaPage } from './mapa-page.tsx';
