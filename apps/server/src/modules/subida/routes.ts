import type { FastifyInstance } from 'fastify';
import type { AnyEndpoint } from '@agro/domain/contracts/endpoint';
import * as api from '@agro/domain/contracts/servicio';
import * as tusApi from '@agro/domain/contracts/subida';
import { MSG } from '@agro/domain/messages';
import { actorOf } from '../../lib/actor.ts';
import { route } from '../../lib/route.ts';
import { tusStoreOf } from '../../lib/tus-store.ts';
import { confirmar } from './confirmar-service.ts';
import { createTus, llamadas } from './tus.ts';
import { headersOf, refusalOf, webRequestOf } from './tus-answers.ts';

// The tus version every answer names (`TUS_RESUMABLE` of @tus/server), written here because that
// package loads on the first upload, not at start-up (test/startup-imports.test.ts).
const TUS_RESUMABLE = '1.0.0';

/**
 * Resumable report uploads (tus 1.0, decision 011) and the commit that publishes a period from them.
 *
 * The tus endpoints are contracts like every other (`contracts/subida.ts`): declared access (the
 * access plugin refuses anyone else before a byte is read), described in OpenAPI, walked by the
 * route-table tests. @tus/server speaks the protocol and hands back its answer; every refusal is
 * then sent as our `{status:"error", mensaje}` in Spanish, with tus's headers kept. Inside this
 * plugin no body parser runs, so tus reads the request stream.
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
    // Refusals decided before tus runs (access, the upload's policy) speak the protocol too.
    tus.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('tus-resumable')) reply.header('tus-resumable', TUS_RESUMABLE);
      return payload;
    });
    const declare = (e: AnyEndpoint) =>
      route(tus, e, async (request, reply) => {
        const server = await (tusServer ??= createTus(ctx));
        llamadas.set(request.raw, { actor: actorOf(request), log: request.log });
        const answer = await server.handleWeb(webRequestOf(request.raw, reply.raw));
        reply.status(answer.status).headers(headersOf(answer));
        if (answer.status < 400) return reply.send();
        const text = await answer.text();
        const refusal = refusalOf(answer.status, text);
        if (refusal) return reply.status(refusal.status).send({ status: 'error', mensaje: refusal.mensaje });
        request.log.error({ status: answer.status }, 'tus answered a failure');
        return reply
          .status(500)
          .send({ status: 'error', mensaje: MSG.conReferencia(MSG.errorInterno, request.id) });
      });
    declare(tusApi.crearSubida);
    declare(tusApi.avanceSubida);
    declare(tusApi.enviarSubida);
    declare(tusApi.cancelarSubida);
  });
}
