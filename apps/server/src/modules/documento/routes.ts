import type { FastifyInstance, FastifyReply } from 'fastify';
import * as api from '@agro/domain/contracts/documento';
import { route } from '../../lib/route.ts';
import { contentDisposition } from '../../lib/send-file.ts';
import { estadoCuentaPdf } from './estado-cuenta-pdf.ts';
import { facturaPdf } from './factura-pdf.ts';

const enviarPdf = (reply: FastifyReply, doc: { filename: string; pdf: Buffer }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('attachment', doc.filename))
    .header('cache-control', 'private, no-store')
    .send(doc.pdf);

/** Finance documents made on request (pdfkit): an invoice, a company's account statement. */
export async function documentoRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.facturaPdf, async (request, reply) =>
    enviarPdf(reply, await facturaPdf(ctx, request.params.factura_id)),
  );

  route(app, api.estadoCuentaPdf, async (request, reply) =>
    enviarPdf(reply, await estadoCuentaPdf(ctx, request.params.cp_id, request.query)),
  );
}
