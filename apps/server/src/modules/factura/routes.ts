import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/factura';
import { MSG } from '@agro/domain/messages';
import { route } from '../../lib/route.ts';
import { exportar } from '../exportar/exportar.ts';
import * as facturas from './service.ts';

/**
 * Invoices: a company's invoices and payments (its principal client and staff), and the back
 * office's Finanzas (staff): create, search by payment type, export.
 */
export async function facturaRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.facturasCp, async (request) => ({
    status: 'success',
    facturas: await facturas.facturasDeCp(ctx, request.params.cp_id, request.query),
  }));

  route(app, api.pagosCp, async (request) => ({
    status: 'success',
    pagos: await facturas.pagosDeCp(ctx, request.params.cp_id),
  }));

  route(app, api.crearFactura, async (request, reply) => {
    const creada = await facturas.crearFactura(ctx, request.body);
    reply.status(201);
    return { status: 'success', mensaje: MSG.facturaCreada, factura: [creada] };
  });

  route(app, api.facturasRecurrentes, async (request) => ({
    status: 'success',
    facturas: await facturas.facturasRecurrentes(
      ctx,
      request.params.cp,
      request.params.parcelaSeq,
      request.query,
    ),
  }));

  route(app, api.facturasUnicas, async (request) => ({
    status: 'success',
    facturas: await facturas.facturasUnicas(ctx, request.params.id, request.query),
  }));

  // Beyond the spec: the filtered list of the Finanzas screen as CSV; factura/exportar also gives XLSX.
  route(app, api.exportarFacturas, (request, reply) =>
    exportar(reply, ctx, 'facturasFinanzas', { ...request.query, formato: 'csv' }),
  );
}
