export { CpInicioPage } from './inicio-page.tsx';
export * from './pending-pages.tsx';
