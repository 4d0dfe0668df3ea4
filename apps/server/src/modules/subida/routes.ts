import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as api from '@agro/domain/contracts/servicio';
import { errorBody } from '@agro/domain/contracts/endpoint';
import { MSG } from '@agro/domain/messages';
import { actorOf } from '../../lib/actor.ts';
import { route } from '../../lib/route.ts';
import { tusStoreOf } from '../../lib/tus-store.ts';
import { confirmar } from './confirmar-service.ts';
import { actores, createTus } from './tus.ts';

const tusAnswer = z.unknown().meta({ description: 'respuesta tus (cabeceras Upload-Offset, Location)' });

/**
 * Resumable report uploads (tus 1.0, decision 011) and the commit that publishes a period from them.
 *
 * The tus endpoints are not contracts: their methods (PATCH, HEAD) and bodies
 * (application/offset+octet-stream, answered with headers) are the tus protocol's, and @tus/server
 * answers on the raw response. They are still declared like every route: access `staff` (the
 * access plugin refuses anyone else before a byte is read), 4xx/5xx bodies for those refusals, and
 * an entry in the access matrix. Inside this plugin no body parser runs, so tus reads the stream.
 */
export async function subidaRoutes(app: FastifyInstance) {
  const { ctx } = app;
  let tusServer: ReturnType<typeof createTus> | undefined;

  route(app, api.confirmarSubidas, async (request, reply) => {
    const store = await tusStoreOf(ctx.storage);
    const archivos = await confirmar(ctx, store, actorOf(request), request.params, request.body, request.log);
    reply.status(201);
    return { status: 'success', mensaje: MSG.subidaConfirmada, archivos };
  });

  await app.register(async (tus) => {
    tus.removeAllContentTypeParsers();
    tus.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const declare = (
      method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE',
      url: string,
      code: number,
      summary: string,
    ) =>
      tus.route({
        method,
        url,
        config: { access: 'staff' },
        schema: {
          summary,
          tags: ['subidas'],
          response: { [code]: tusAnswer, '4xx': errorBody, '5xx': errorBody },
        },
        handler: async (request, reply) => {
          const server = await (tusServer ??= createTus(ctx));
          actores.set(request.raw, actorOf(request));
          reply.hijack();
          await server.handle(request.raw, reply.raw);
        },
      });
    declare('POST', '/subidas', 201, 'Crea una subida reanudable (tus: Upload-Length, Upload-Metadata)');
    declare('HEAD', '/subidas/:id', 200, 'Cuántos bytes de la subida ya llegaron (tus: Upload-Offset)');
    declare('PATCH', '/subidas/:id', 204, 'Agrega bytes a la subida desde Upload-Offset (tus)');
    declare('DELETE', '/subidas/:id', 204, 'Cancela la subida y borra lo recibido (tus)');
  });
}
