// The Índices pages of the three areas (app/routes/*): one screen, what each role may do differs.
export { CpIndicesPage, EmpleadoIndicesPage, AdminIndicesPage } from './indices-pages.tsx';
