import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/exportar';
import { sendExport } from '../../lib/export/enviar.ts';
import { route } from '../../lib/route.ts';
import * as facturas from './facturas.ts';
import * as registros from './registros.ts';

/**
 * Beyond the spec: every list a user may want in a spreadsheet, as XLSX or CSV, streamed in batches.
 * Each has the access of the list it exports (company-scoped ones are checked by the access plugin).
 */
export async function exportarRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.exportarFacturasFinanzas, async (request, reply) =>
    sendExport(reply, await facturas.facturasFinanzas(ctx, request.query)),
  );
  route(app, api.exportarFacturasCp, async (request, reply) =>
    sendExport(reply, facturas.facturasDeCp(ctx, request.params.cp_id, request.query)),
  );
  route(app, api.exportarPagosCp, async (request, reply) =>
    sendExport(reply, facturas.pagosDeCp(ctx, request.params.cp_id, request.query.formato)),
  );
  route(app, api.exportarCps, async (request, reply) => sendExport(reply, registros.cps(ctx, request.query)));
  route(app, api.exportarParcelas, async (request, reply) =>
    sendExport(reply, registros.parcelas(ctx, request.query)),
  );
  route(app, api.exportarServicios, async (request, reply) =>
    sendExport(reply, registros.servicios(ctx, request.query)),
  );
  route(app, api.exportarLogs, async (request, reply) =>
    sendExport(reply, registros.logs(ctx, request.query)),
  );
}
