import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { comprobante, pago } from '../../db/schema/index.ts';
import { actorOf, isStaff } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { sendStored } from '../../lib/send-file.ts';
import { mimeOfExtension } from '../../lib/sniff.ts';
import {} from '../cp/cliente-access.ts';

const fileParams = z.object({ file: z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/) });

/** GET descargar/pagos/{nombre}.{ext}: a payment receipt, for staff or the company that paid with it. */
export async function pagoDescargarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  app.get(
    '/descargar/pagos/:file',
    { config: { access: 'empresa' }, schema: { params: fileParams } },
    async (request, reply) => {
      const [nombre, extension] = request.params.file.split('.') as [string, string];
      const [c] = await db
        .select()
        .from(comprobante)
        .where(and(eq(comprobante.nombre, nombre), eq(comprobante.extension, extension)));
      if (!c) throw notFound();
      const actor = actorOf(request);
      if (!isStaff(actor)) {
        const [own] = await db
          .select({ id: pago.pagoId })
          .from(pago)
          .where(and(eq(pago.comprobanteId, c.comprobanteId), eq(pago.cpId, actor.cpId)))
          .limit(1);
        if (!own) throw notFound();
      }
      return sendStored(request, reply, c.storageKey, {
        contentType: c.mime || mimeOfExtension(c.extension),
        filename: c.nombreOriginal,
      });
    },
  );
}
