import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@agro/domain/messages';
import { cronBodySchema, cronEjecutarSchema } from '@agro/domain/schemas/operaciones';
import { runTask } from '../../jobs/scheduler.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import { listTareas, setTareaActiva } from './cron-service.ts';

/** cron/listar, cron/activar, cron/desactivar (optional body, DECISIONS §9) and cron/ejecutar. */
export async function cronRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx.database;

  // The body is optional: an empty JSON body means "every task" rather than a 400.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return json(request, text, done);
  });

  app.get('/cron/listar', { config: { access: 'staff' } }, async () => ({
    status: 'success',
    tareas: await listTareas(db, ctx.now()),
  }));

  for (const [path, activa] of [
    ['/cron/activar', true],
    ['/cron/desactivar', false],
  ] as const) {
    app.post(path, { config: { access: 'staff' }, schema: { body: cronBodySchema } }, async (request) => {
      await setTareaActiva(db, request.body?.event_name, activa);
      return { status: 'success', mensaje: MSG.tareaActualizada, tareas: await listTareas(db, ctx.now()) };
    });
  }

  app.post(
    '/cron/ejecutar',
    { config: { access: 'staff' }, schema: { body: cronEjecutarSchema } },
    async (request) => {
      const outcome = await runTask(ctx, request.body.event_name, ctx.now(), {
        manual: true,
        runner: actorOf(request).email,
      });
      if (!outcome.ran) {
        if (outcome.reason === 'desconocida') throw notFound();
        if (outcome.reason === 'inactiva') throw conflict(MSG.tareaInactiva);
        throw conflict(MSG.tareaNoEjecutada);
      }
      const tareas = await listTareas(db, ctx.now());
      if (outcome.status === 'error') throw new HttpError(502, MSG.tareaNoEjecutada);
      return { status: 'success', mensaje: MSG.tareaEjecutada, resultado: outcome, tareas };
    },
  );
}
