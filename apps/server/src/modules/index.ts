import type { FastifyInstance } from 'fastify';
import { operacionesRoutes } from './operaciones/routes.ts';
import { adminSelfRoutes } from './admin/self-routes.ts';
import { configRoutes } from './config/routes.ts';
import { cpRoutes } from './cp/routes.ts';
import { empleadoRoutes } from './empleado/routes.ts';
import { usuarioAuthRoutes } from './usuario/auth-routes.ts';
import { usuarioAvatarRoutes } from './usuario/avatar-routes.ts';
import { usuarioPasswordRoutes } from './usuario/password-routes.ts';
import { servicioRoutes } from './servicio/routes.ts';
import { videoRoutes } from './video/routes.ts';
import { parcelaRoutes } from './parcela/routes.ts';
import { facturaCpRoutes } from './factura/cp-routes.ts';
import { pagoDescargarRoutes } from './pago/descargar-routes.ts';
import { usuarioAdminRoutes } from './usuario/admin-routes.ts';
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
  facturaCpRoutes,
  pagoDescargarRoutes,
  adminSelfRoutes,
  usuarioAdminRoutes,
  usuarioPasswordRoutes,
  servicioRoutes,
  videoRoutes,
  operacionesRoutes,
  facturaAdminRoutes,
  pagoRoutes,
];
