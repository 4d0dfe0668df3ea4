import type { FastifyInstance } from 'fastify';
import { operacionesRoutes } from './operaciones/routes.ts';
import { adminSelfRoutes } from './admin/self-routes.ts';
import { configRoutes } from './config/routes.ts';
import { cpRoutes } from './cp/routes.ts';
import { empleadoRoutes } from './empleado/routes.ts';
import { usuarioAuthRoutes } from './usuario/auth-routes.ts';
import { usuarioAvatarRoutes } from './usuario/avatar-routes.ts';
import { usuarioPasswordRoutes } from './usuario/password-routes.ts';
import { servicioArchivosRoutes } from './servicio/archivos-routes.ts';
import { videoRoutes } from './video/routes.ts';
import { parcelaRoutes } from './parcela/routes.ts';
import { servicioCpRoutes } from './servicio/cp-routes.ts';
import { facturaCpRoutes } from './factura/cp-routes.ts';
import { pagoDescargarRoutes } from './pago/descargar-routes.ts';
import { servicioAdminRoutes } from './servicio/admin-routes.ts';
import { usuarioAdminRoutes } from './usuario/admin-routes.ts';
import { servicioSubirRoutes } from './servicio/subir-routes.ts';
import { servicioPeriodoRoutes } from './servicio/periodo-routes.ts';
import { facturaAdminRoutes } from './factura/admin-routes.ts';
import { pagoRoutes } from './pago/pagar-routes.ts';

/** Every API module, mounted under /api/v1. */
export const apiModules: ((app: FastifyInstance) => Promise<void>)[] = [
  configRoutes,
  usuarioAuthRoutes,
  usuarioAvatarRoutes,
  empleadoRoutes,
  cpRoutes,
  parcelaRoutes,
  servicioCpRoutes,
  facturaCpRoutes,
  pagoDescargarRoutes,
  adminSelfRoutes,
  servicioAdminRoutes,
  usuarioAdminRoutes,
  usuarioPasswordRoutes,
  servicioArchivosRoutes,
  videoRoutes,
  operacionesRoutes,
  servicioSubirRoutes,
  servicioPeriodoRoutes,
  facturaAdminRoutes,
  pagoRoutes,
];
