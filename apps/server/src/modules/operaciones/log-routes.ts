import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logArchivoSchema, logsQuerySchema } from '@agro/domain/schemas/operaciones';
import { findLogDetail, listLogs } from './log-service.ts';

/** logs/listar (20 per page, filters of spec 001 §9) and descargar/logs/{archivo} (the entry as JSON). */
export async function logRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  app.get(
    '/logs/listar',
    { config: { access: 'staff' }, schema: { querystring: logsQuerySchema } },
    async (request) => ({
      status: 'success',
      ...(await listLogs(db, request.query)),
    }),
  );

  app.get(
    '/descargar/logs/:archivo',
    { config: { access: 'staff' }, schema: { params: logArchivoSchema } },
    async (request, reply) => {
      const entry = await findLogDetail(db, request.params.archivo);
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${entry.archivo_nom}.${entry.archivo_ext}"`)
        .send(JSON.stringify(entry, null, 2));
    },
  );
}
