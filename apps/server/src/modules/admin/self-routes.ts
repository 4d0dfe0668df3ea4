import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/admin';
import { MSG } from '@agro/domain/messages';
import { actorOf } from '../../lib/actor.ts';
import { route } from '../../lib/route.ts';
import * as admins from './self-service.ts';

/** GET /admin/self and PUT /admin/{admin_id}: the back office's own profile. */
export async function adminSelfRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.adminSelf, async (request) => ({
    status: 'success',
    admin: await admins.propio(ctx, actorOf(request)),
  }));

  route(app, api.actualizarAdmin, async (request) => ({
    status: 'success',
    mensaje: MSG.usuarioActualizado,
    admin: await admins.actualizar(ctx, request.params.admin_id, request.body),
  }));
}
