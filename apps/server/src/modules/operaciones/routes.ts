import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/operaciones';
import { route } from '../../lib/route.ts';
import { cronRoutes } from './cron-routes.ts';
import { findLogDetail, listLogs } from './log-service.ts';
import { checkStatus } from './status-service.ts';

/** The developer menu (docs/RULES.md#areas-and-routes, #operations): status, scheduled tasks and logs, staff only. */
export async function operacionesRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx.database;

  route(app, api.estadoServidor, async () => ({
    status: 'success',
    res: await checkStatus(ctx, app.auditHealth),
  }));

  // logs/listar: 20 per page, with the filters of docs/RULES.md#display.
  route(app, api.listarLogs, async (request) => ({
    status: 'success',
    ...(await listLogs(db, request.query)),
  }));

  // descargar/logs/{archivo}: the whole entry as a JSON file.
  route(app, api.descargarLog, async (request, reply) => {
    const entry = await findLogDetail(db, request.params.archivo);
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${entry.archivo_nom}.${entry.archivo_ext}"`)
      .send(JSON.stringify(entry, null, 2));
  });

  await app.register(cronRoutes);
}
