import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/pago';
import { MSG } from '@agro/domain/messages';
import { actorOf } from '../../lib/actor.ts';
import { receiverOf } from '../../lib/multipart.ts';
import { route } from '../../lib/route.ts';
import { sendStored } from '../../lib/send-file.ts';
import { mimeOfExtension } from '../../lib/sniff.ts';
import { guardarComprobante } from './comprobante-service.ts';
import { pagar } from './pagar-service.ts';

/** Saldar Deuda (docs/RULES.md#api): staff record payments, then attach their receipt; receipts downloads. */
export async function pagoRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.pagar, async (request, reply) => {
    const clave = request.headers[api.IDEMPOTENCY_HEADER];
    const res = await pagar(ctx, actorOf(request), request.body, clave, request.log);
    // A replay says so in a header, so a client can tell it from a new payment.
    if (res.repetida) reply.header('idempotent-replayed', 'true');
    reply.status(res.statusCode);
    return res.body;
  });

  route(app, api.subirComprobante, async (request, reply) => {
    const res = await guardarComprobante(ctx, receiverOf(request));
    reply.status(201);
    return { status: 'success', mensaje: MSG.comprobanteAsociado, ...res };
  });

  route(app, api.descargarComprobante, async (request, reply) => {
    const c = request.record;
    return sendStored(request, reply, c.storageKey, {
      contentType: c.mime || mimeOfExtension(c.extension),
      filename: c.nombreOriginal,
    });
  });
}
