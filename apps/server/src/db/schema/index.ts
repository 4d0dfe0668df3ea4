export * from './identity.ts';
export * from './clientes.ts';
export * from './servicios.ts';
export * from './finanzas.ts';
export * from './operaciones.ts';
export * from './pagos-portal.ts';
