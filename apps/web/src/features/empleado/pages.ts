export { EmpleadoInicioPage } from './inicio-page.tsx';
export {
  EmpleadoEdebPage,
  EmpleadoSensoresPage,
  EmpleadoPerfilPage,
  EmpleadoManualPage,
  EmpleadoVideosPage,
  EmpleadoContactoPage,
} from './pending-pages.tsx';
