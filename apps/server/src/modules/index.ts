import type { FastifyInstance } from 'fastify';
import { adminSelfRoutes } from './admin/self-routes.ts';
import { configRoutes } from './config/routes.ts';
import { cpRoutes } from './cp/routes.ts';
import { documentoRoutes } from './documento/routes.ts';
import { empleadoRoutes } from './empleado/routes.ts';
import { exportarRoutes } from './exportar/routes.ts';
import { envioRoutes } from './envio/routes.ts';
import { facturaRoutes } from './factura/routes.ts';
import { notificacionRoutes } from './notificacion/routes.ts';
import { mapaRoutes } from './mapa/routes.ts';
import { operacionesRoutes } from './operaciones/routes.ts';
import { pagoRoutes } from './pago/routes.ts';
import { rasterEstadoRoutes } from './raster/routes.ts';
import { parcelaRoutes } from './parcela/routes.ts';
import { servicioRoutes } from './servicio/routes.ts';
import { subidaRoutes } from './subida/routes.ts';
import { usuarioAdminRoutes } from './usuario/admin-routes.ts';
import { usuarioRoutes } from './usuario/routes.ts';
import { videoRoutes } from './video/routes.ts';

/** Every API module, mounted under /api/v1. */
export const apiModules: ((app: FastifyInstance) => Promise<void>)[] = [
  configRoutes,
  usuarioRoutes,
  usuarioAdminRoutes,
  adminSelfRoutes,
  cpRoutes,
  empleadoRoutes,
  parcelaRoutes,
  servicioRoutes,
  subidaRoutes,
  facturaRoutes,
  pagoRoutes,
  envioRoutes,
  documentoRoutes,
  videoRoutes,
  operacionesRoutes,
  notificacionRoutes,
  exportarRoutes,
  mapaRoutes,
  rasterEstadoRoutes,
];
