import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GrupoArchivos } from '@agro/domain/constants';
import { territorioDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { isExactPeriod } from '@agro/domain/periods';
import { actorOf } from '../../lib/actor.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { contentDisposition, sendStored } from '../../lib/send-file.ts';

import {
  archivosDeServicio,
  groupByPeriod,
  listServiciosOfParcela,
  loadVisibleArchivo,
  loadVisibleServicio,
} from './archivos-service.ts';
import { zipStored } from './archivos-zip.ts';

const id = z.coerce.number().int().positive();
const fileParams = z.object({
  file: z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/, { error: MSG.campoInvalido('archivo') }),
});
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.periodoInvalido });

/**
 * GET /servicio/{parcela_id}, GET /servicio/archivos/{servicio_id}/semanal|global and the downloads
 * under descargar/servicios/ (spec 000 §7, DECISIONS §7). Tenancy: archivos-service.ts.
 */
export async function servicioArchivosRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  const { storage } = app.ctx;

  app.get(
    '/servicio/:parcela_id',
    { config: { access: 'session' }, schema: { params: z.object({ parcela_id: id }) } },
    async (request) => {
      const servicios = await listServiciosOfParcela(db, actorOf(request), request.params.parcela_id);
      return { status: 'success', servicio: servicios };
    },
  );

  app.get(
    '/servicio/archivos/:servicio_id/:periodo',
    {
      config: { access: 'session' },
      schema: {
        params: z.object({ servicio_id: id, periodo: z.enum(['semanal', 'global']) }),
        // Beyond the spec: the viewers may ask only for their own group's weekly files.
        querystring: z.object({ grupo: z.enum(['edeb', 'sensores']).optional() }),
      },
    },
    async (request) => {
      const { servicio } = await loadVisibleServicio(db, actorOf(request), request.params.servicio_id);
      const { grupo } = request.query;
      const grupos: GrupoArchivos[] =
        request.params.periodo === 'global' ? ['global'] : grupo ? [grupo] : ['edeb', 'sensores'];
      const rows = await archivosDeServicio(db, servicio.servicioId, grupos);
      if (rows.length === 0) throw notFound(MSG.sinArchivosServicio);
      return { status: 'success', archivos: groupByPeriod(rows) };
    },
  );

  app.get(
    '/descargar/servicios/:file',
    {
      config: { access: 'session' },
      schema: {
        params: fileParams,
        querystring: z.object({ inline: z.enum(['0', '1', 'true', 'false']).optional() }),
      },
    },
    async (request, reply) => {
      const [nombre, extension] = request.params.file.split('.') as [string, string];
      const archivo = await loadVisibleArchivo(db, actorOf(request), nombre, extension);
      const inline = request.query.inline === '1' || request.query.inline === 'true';
      return sendStored(request, reply, archivo.storageKey, {
        contentType: archivo.mime,
        filename: archivo.nombreOriginal,
        disposition: inline ? 'inline' : 'attachment',
      });
    },
  );

  // Beyond the spec: "Descargar todo" streams one period's files as a ZIP with their original names.
  app.get(
    '/descargar/servicios/zip/:servicio_id/:inicio/:termino',
    {
      config: { access: 'session' },
      schema: {
        params: z.object({ servicio_id: id, inicio: isoDate, termino: isoDate }),
        querystring: z.object({ grupo: z.enum(['edeb', 'sensores', 'global']).optional() }),
      },
    },
    async (request, reply) => {
      const { inicio, termino } = request.params;
      const semanal = isExactPeriod('semanal', inicio, termino);
      if (!semanal && !isExactPeriod('mensual', inicio, termino)) throw badRequest(MSG.periodoInvalido);
      const { servicio, parcela } = await loadVisibleServicio(
        db,
        actorOf(request),
        request.params.servicio_id,
      );
      const { grupo } = request.query;
      const grupos: GrupoArchivos[] = grupo ? [grupo] : semanal ? ['edeb', 'sensores'] : ['global'];
      const rows = await archivosDeServicio(db, servicio.servicioId, grupos, { inicio, termino });
      const zip = await zipStored(
        storage,
        rows.map((r) => ({ key: r.storage_key, nombreOriginal: r.nombre_original, createdAt: r.created_at })),
      );
      if (!zip) throw notFound(MSG.sinArchivosPeriodo);
      const filename = `${territorioDisplayId(parcela.cpId, parcela.parcelarelId)}_${inicio}_${termino}.zip`;
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', filename));
      reply.header('cache-control', 'private, no-store');
      if (zip.size >= 0) reply.header('content-length', zip.size);
      return reply.send(zip.stream);
    },
  );
}
