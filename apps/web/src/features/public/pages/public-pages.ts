// One entry for the router's lazy import of the public pages (each page lives in its own file).
export { HomePage } from './home-page.tsx';
export { NosotrosPage } from './nosotros-page.tsx';
export { ServiciosPage } from './servicios-page.tsx';
export { PreguntasFrecuentesPage } from './preguntas-frecuentes-page.tsx';
