import type { FastifyInstance } from 'fastify';
import { adminSelfRoutes } from './admin/self-routes.ts';
import { configRoutes } from './config/routes.ts';
import { cpSelfRoutes } from './cp/self-routes.ts';
import { empleadoSelfRoutes } from './empleado/self-routes.ts';
import { usuarioAuthRoutes } from './usuario/auth-routes.ts';
import { usuarioAvatarRoutes } from './usuario/avatar-routes.ts';

/** Every API module, mounted under /api/v1. */
export const apiModules: ((app: FastifyInstance) => Promise<void>)[] = [
  configRoutes,
  usuarioAuthRoutes,
  usuarioAvatarRoutes,
  empleadoSelfRoutes,
  cpSelfRoutes,
  adminSelfRoutes,
];
