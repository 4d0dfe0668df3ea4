import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/envio';
import { MSG } from '@agro/domain/messages';
import { actorOf } from '../../lib/actor.ts';
import { limitado } from '../../lib/limites.ts';
import { receiverOf } from '../../lib/multipart.ts';
import { route } from '../../lib/route.ts';
import { aprobarEnvio, enviosPorRevisar, rechazarEnvio } from './revision-service.ts';
import { enviarComprobante, enviosDeCp, retirarEnvio } from './service.ts';

/**
 * Receipts sent from the portal: the client sends and withdraws them, staff approve (recording the
 * payment) or reject them. Every state change is a POST, so the audit log records it.
 */
export async function envioRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.enviarComprobante, async (request, reply) => {
    const actor = actorOf(request);
    // Counted before the file is read (docs/decisions/017).
    const envio = await limitado(
      ctx,
      'enviarComprobante',
      { empresa: request.params.cp_id, usuario: actor.usuarioId },
      () => enviarComprobante(ctx, actor, request.params.cp_id, receiverOf(request), request.log),
    );
    reply.status(201);
    return { status: 'success', mensaje: MSG.envioRegistrado, envio };
  });

  route(app, api.enviosCp, async (request) => ({
    status: 'success',
    envios: await enviosDeCp(ctx, request.params.cp_id),
  }));

  route(app, api.retirarEnvio, async (request) => ({
    status: 'success',
    mensaje: MSG.envioRetirado,
    envio: await retirarEnvio(ctx, request.params.envio_id),
  }));

  route(app, api.enviosPorRevisar, async () => ({ status: 'success', envios: await enviosPorRevisar(ctx) }));

  route(app, api.aprobarEnvio, async (request, reply) => {
    const res = await aprobarEnvio(ctx, actorOf(request), request.params.envio_id, request.log);
    if (res.repetida) reply.header('idempotent-replayed', 'true');
    return { status: 'success', mensaje: MSG.envioAprobado, envio: res.envio };
  });

  route(app, api.rechazarEnvio, async (request) => ({
    status: 'success',
    mensaje: MSG.envioRechazado,
    envio: await rechazarEnvio(
      ctx,
      actorOf(request),
      { envioId: request.params.envio_id, motivo: request.body.motivo },
      request.log,
    ),
  }));
}
