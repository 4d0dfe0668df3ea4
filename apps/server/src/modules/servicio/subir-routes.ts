import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@agro/domain/messages';
import { periodoParamsSchema } from '@agro/domain/schemas/subida';
import { notifyNewReports } from '../../lib/notifications.ts';

import { cargaDelPeriodo, servicioParaSubir, subirArchivos } from './subir-service.ts';

/** Staff publish a period's report files (spec 001 §7: servicio/validar and servicio/subir). */
export async function servicioSubirRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  /** res true when the period already has files of that group; false when it is free. */
  app.get(
    '/servicio/validar/:servicio_id/:grupo/:start/:end',
    { config: { access: 'staff' }, schema: { params: periodoParamsSchema } },
    async (request) => {
      const p = request.params;
      await servicioParaSubir(ctx.database.db, p);
      const existe = await cargaDelPeriodo(ctx.database.db, p.servicio_id, p.grupo, p.start);
      return { status: 'success', res: Boolean(existe) };
    },
  );

  app.post(
    '/servicio/subir/:grupo/:servicio_id/:start/:end',
    { config: { access: 'staff' }, schema: { params: periodoParamsSchema } },
    async (request, reply) => {
      const { cargaId, archivos } = await subirArchivos(request, request.params, actorOf(request).usuarioId);
      try {
        await notifyNewReports(ctx, cargaId);
      } catch (err) {
        // The files are published; the scheduled task retries the notice.
        request.log.error({ err }, 'new reports notice failed');
      }
      return reply.status(201).send({ status: 'success', mensaje: MSG.archivosSubidos, archivos });
    },
  );
}
