import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import { parseTerritorioId } from '@agro/domain/rules';
import {
  crearFacturaSchema,
  exportFacturasQuerySchema,
  filtrarFacturas,
  parseCpRaw,
  rangoFacturasQuerySchema,
} from '@agro/domain/schemas/factura';
import { badRequest } from '../../lib/errors.ts';
import { contentDisposition } from '../../lib/send-file.ts';

import { facturasCsv } from './admin-csv.ts';
import {
  crearFactura,
  facturasDeCliente,
  facturasRecurrentes,
  facturasUnicas,
  rangoBusqueda,
} from './admin-service.ts';

const id = (campo: string) =>
  z.coerce
    .number({ error: MSG.campoInvalido(campo) })
    .int({ error: MSG.campoInvalido(campo) })
    .positive({ error: MSG.campoInvalido(campo) });

/** The back office's invoices (spec 001 §7, DECISIONS §8): create, search by type, export. Staff only. */
export async function facturaAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const guard = { config: { access: 'staff' as const } };

  app.post('/factura/crear', { ...guard, schema: { body: crearFacturaSchema } }, async (request, reply) => {
    const creada = await crearFactura(ctx, request.body);
    return reply.status(201).send({ status: 'success', mensaje: MSG.facturaCreada, factura: [creada] });
  });

  app.get(
    '/factura/recurrente/:parcelaSeq/:cp',
    {
      ...guard,
      schema: {
        params: z.object({ parcelaSeq: id('parcelaSeq'), cp: id('cp') }),
        querystring: rangoFacturasQuerySchema,
      },
    },
    async (request) => {
      const { parcelaSeq, cp } = request.params;
      return {
        status: 'success',
        facturas: await facturasRecurrentes(ctx, cp, parcelaSeq, rangoBusqueda(ctx, request.query)),
      };
    },
  );

  app.get(
    '/factura/unico/:id',
    { ...guard, schema: { params: z.object({ id: id('id') }), querystring: rangoFacturasQuerySchema } },
    async (request) => {
      return {
        status: 'success',
        facturas: await facturasUnicas(ctx, request.params.id, rangoBusqueda(ctx, request.query)),
      };
    },
  );

  // Beyond the spec: the filtered list of the Finanzas screen as a spreadsheet (CSV for Excel).
  app.get(
    '/factura/export.csv',
    { ...guard, schema: { querystring: exportFacturasQuerySchema } },
    async (request, reply) => {
      const q = request.query;
      const rango = rangoBusqueda(ctx, q);
      let rows;
      if (q.tipo === 'RECURRENTE') {
        const t = parseTerritorioId(q.id);
        if (!t) throw badRequest(MSG.campoInvalido('id'));
        rows = await facturasRecurrentes(ctx, t.cpId, t.parcelarelId, rango);
      } else {
        const cpId = parseCpRaw(q.id);
        if (cpId === null) throw badRequest(MSG.campoInvalido('id'));
        rows =
          q.tipo === 'UNICO'
            ? await facturasUnicas(ctx, cpId, rango)
            : await facturasDeCliente(ctx, cpId, rango);
      }
      const filename = `facturas_${q.tipo.toLowerCase()}_${q.id.replace(/[^A-Za-z0-9-]/g, '')}_${rango.inicio}_${rango.termino}.csv`;
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', filename))
        .header('cache-control', 'private, no-store');
      return reply.send(facturasCsv(filtrarFacturas(rows, q)));
    },
  );
}
