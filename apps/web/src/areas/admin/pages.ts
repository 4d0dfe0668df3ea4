export { AdminInicioPage } from './inicio-page.tsx';
export * from './back-office-pages.tsx';
export * from './reports-finance-pages.tsx';
export * from './developer-pages.tsx';
export { AdminMapaPage } from './mapa/mapa-page.tsx';
