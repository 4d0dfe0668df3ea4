import type { FastifyInstance } from 'fastify';
import { operacionesRoutes } from './operaciones/routes.ts';
import { adminSelfRoutes } from './admin/self-routes.ts';
import { configRoutes } from './config/routes.ts';
import { cpSelfRoutes } from './cp/self-routes.ts';
import { empleadoSelfRoutes } from './empleado/self-routes.ts';
import { usuarioRoutes } from './usuario/routes.ts';
import { servicioArchivosRoutes } from './servicio/archivos-routes.ts';
import { videoRoutes } from './video/routes.ts';
import { cpClienteRoutes } from './cp/cliente-routes.ts';
import { parcelaRoutes } from './parcela/routes.ts';
import { empleadoCpRoutes } from './empleado/cp-routes.ts';
import { servicioCpRoutes } from './servicio/cp-routes.ts';
import { facturaCpRoutes } from './factura/cp-routes.ts';
import { pagoDescargarRoutes } from './pago/descargar-routes.ts';
import { cpAdminRoutes } from './cp/admin-routes.ts';
import { servicioAdminRoutes } from './servicio/admin-routes.ts';
import { usuarioAdminRoutes } from './usuario/admin-routes.ts';
import { servicioSubirRoutes } from './servicio/subir-routes.ts';
import { servicioPeriodoRoutes } from './servicio/periodo-routes.ts';
import { facturaAdminRoutes } from './factura/admin-routes.ts';
import { pagoRoutes } from './pago/pagar-routes.ts';

/** Every API module, mounted under /api/v1. */
export const apiModules: ((app: FastifyInstance) => Promise<void>)[] = [
  configRoutes,
  usuarioRoutes,
  empleadoSelfRoutes,
  cpSelfRoutes,
  cpClienteRoutes,
  parcelaRoutes,
  empleadoCpRoutes,
  servicioCpRoutes,
  facturaCpRoutes,
  pagoDescargarRoutes,
  adminSelfRoutes,
  cpAdminRoutes,
  servicioAdminRoutes,
  usuarioAdminRoutes,
  servicioArchivosRoutes,
  videoRoutes,
  operacionesRoutes,
  servicioSubirRoutes,
  servicioPeriodoRoutes,
  facturaAdminRoutes,
  pagoRoutes,
];
