import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@agro/domain/messages';
import { pagarSchema } from '@agro/domain/schemas/pago';

import { guardarComprobante } from './comprobante-service.ts';
import { pagar } from './pagar-service.ts';

/** Saldar Deuda (spec 001 §7): staff record payments, then attach their receipt. */
export async function pagoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    '/pago/pagar',
    { config: { access: 'staff' }, schema: { body: pagarSchema } },
    async (request, reply) => {
      const pagos = await pagar(ctx, request.body);
      return reply.status(201).send({ status: 'success', mensaje: MSG.facturaSaldada, pagos });
    },
  );

  app.post('/pago/comprobante', { config: { access: 'staff' } }, async (request, reply) => {
    const res = await guardarComprobante(request);
    return reply.status(201).send({ status: 'success', mensaje: MSG.comprobanteAsociado, ...res });
  });
}
