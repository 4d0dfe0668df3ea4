import type { FastifyInstance } from 'fastify';
import { operacionesRoutes } from './operaciones/routes.ts';
import { adminSelfRoutes } from './admin/self-routes.ts';
import { configRoutes } from './config/routes.ts';
import { cpSelfRoutes } from './cp/self-routes.ts';
import { empleadoSelfRoutes } from './empleado/self-routes.ts';
import { usuarioAuthRoutes } from './usuario/auth-routes.ts';
import { usuarioAvatarRoutes } from './usuario/avatar-routes.ts';
import { usuarioPasswordRoutes } from './usuario/password-routes.ts';
import { servicioArchivosRoutes } from './servicio/archivos-routes.ts';
import { videoRoutes } from './video/routes.ts';
import { cpClienteRoutes } from './cp/cliente-routes.ts';
import { parcelaRoutes } from './parcela/routes.ts';
import { empleadoCpRoutes } from './empleado/cp-routes.ts';
import { servicioCpRoutes } from './servicio/cp-routes.ts';
import { facturaRoutes } from './factura/routes.ts';
import { cpAdminRoutes } from './cp/admin-routes.ts';
import { servicioAdminRoutes } from './servicio/admin-routes.ts';
import { usuarioAdminRoutes } from './usuario/admin-routes.ts';
import { servicioSubirRoutes } from './servicio/subir-routes.ts';
import { servicioPeriodoRoutes } from './servicio/periodo-routes.ts';
import { pagoRoutes } from './pago/routes.ts';

/** Every API module, mounted under /api/v1. */
export const apiModules: ((app: FastifyInstance) => Promise<void>)[] = [
  configRoutes,
  usuarioAuthRoutes,
  usuarioAvatarRoutes,
  empleadoSelfRoutes,
  cpSelfRoutes,
  cpClienteRoutes,
  parcelaRoutes,
  empleadoCpRoutes,
  servicioCpRoutes,
  facturaRoutes,
  pagoRoutes,
  adminSelfRoutes,
  cpAdminRoutes,
  servicioAdminRoutes,
  usuarioAdminRoutes,
  usuarioPasswordRoutes,
  servicioArchivosRoutes,
  videoRoutes,
  operacionesRoutes,
  servicioSubirRoutes,
  servicioPeriodoRoutes,
];
