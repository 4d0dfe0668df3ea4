import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/operaciones';
import { MSG } from '@agro/domain/messages';
import { actorOf } from '../../lib/actor.ts';
import { route } from '../../lib/route.ts';
import { ejecutarTarea, listTareas, setTareaActiva } from './cron-service.ts';

/**
 * cron/listar, cron/activar, cron/desactivar and cron/ejecutar. A plugin of its own: activar and
 * desactivar take an optional body (docs/RULES.md#operations), so inside it an empty JSON body reads as none
 * rather than a 400; every other route keeps Fastify's parser.
 */
export async function cronRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx.database;

  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return json(request, text, done);
  });

  route(app, api.listarTareas, async () => ({ status: 'success', tareas: await listTareas(db, ctx.now()) }));

  for (const [contract, activa] of [
    [api.activarTareas, true],
    [api.desactivarTareas, false],
  ] as const) {
    route(app, contract, async (request) => {
      await setTareaActiva(db, request.body?.event_name, activa);
      return { status: 'success', mensaje: MSG.tareaActualizada, tareas: await listTareas(db, ctx.now()) };
    });
  }

  route(app, api.ejecutarTarea, async (request) => {
    const resultado = await ejecutarTarea(ctx, actorOf(request), request.body.event_name);
    return {
      status: 'success',
      mensaje: MSG.tareaEjecutada,
      resultado,
      tareas: await listTareas(db, ctx.now()),
    };
  });
}
