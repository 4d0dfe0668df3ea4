import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/notificacion';
import { MSG } from '@agro/domain/messages';
import { actorOf } from '../../lib/actor.ts';
import { route } from '../../lib/route.ts';
import { guardarPreferencias, listar, marcarLeida, marcarTodas, noLeidas, preferencias } from './service.ts';

/** In-app notifications (issue 16 §3): every signed-in user, its own notices and preferences only. */
export async function notificacionRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx.database;

  route(app, api.listarNotificaciones, async (request) => ({
    status: 'success',
    ...(await listar(ctx, actorOf(request), request.query)),
  }));

  route(app, api.contarNoLeidas, async (request) => ({
    status: 'success',
    no_leidas: await noLeidas(db, actorOf(request)),
  }));

  route(app, api.marcarLeida, async (request) => ({
    status: 'success',
    ...(await marcarLeida(ctx, actorOf(request), request.record)),
  }));

  route(app, api.marcarTodasLeidas, async (request) => ({
    status: 'success',
    mensaje: MSG.notificacionesLeidas,
    ...(await marcarTodas(ctx, actorOf(request))),
  }));

  route(app, api.obtenerPreferencias, async (request) => ({
    status: 'success',
    preferencias: await preferencias(db, actorOf(request)),
  }));

  route(app, api.guardarPreferencias, async (request) => ({
    status: 'success',
    mensaje: MSG.preferenciasGuardadas,
    preferencias: await guardarPreferencias(ctx, actorOf(request), request.body),
  }));
}
