export { DesarrolladorPage } from './desarrollador/desarrollador-page.tsx';
