import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/exportar';
import { route } from '../../lib/route.ts';
import { exportar } from './exportar.ts';

/**
 * Beyond the spec: every list a user may want in a spreadsheet, as XLSX or CSV, streamed in batches.
 * Each has the access of the list it exports (company-scoped ones are checked by the access plugin).
 */
export async function exportarRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.exportarFacturasFinanzas, (request, reply) =>
    exportar(reply, ctx, 'facturasFinanzas', request.query),
  );
  route(app, api.exportarFacturasCp, (request, reply) =>
    exportar(reply, ctx, 'facturasDeCp', { cpId: request.params.cp_id, q: request.query }),
  );
  route(app, api.exportarPagosCp, (request, reply) =>
    exportar(reply, ctx, 'pagosDeCp', { cpId: request.params.cp_id, formato: request.query.formato }),
  );
  route(app, api.exportarCps, (request, reply) => exportar(reply, ctx, 'cps', request.query));
  route(app, api.exportarParcelas, (request, reply) => exportar(reply, ctx, 'parcelas', request.query));
  route(app, api.exportarServicios, (request, reply) => exportar(reply, ctx, 'servicios', request.query));
  route(app, api.exportarLogs, (request, reply) => exportar(reply, ctx, 'logs', request.query));
}
