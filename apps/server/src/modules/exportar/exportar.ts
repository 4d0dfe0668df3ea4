import { MessageChannel } from 'node:worker_threads';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { enviarArchivo, sendExport } from '../../lib/export/enviar.ts';
import { recibirExportacion } from '../../lib/export/hilo.ts';
import { codificacionPara } from '../../lib/respuesta-guardada.ts';
import { workerPool } from '../../lib/worker-pool.ts';
import { hacerExportacion, type ParamsDe, type RecetaNombre } from './recetas.ts';

/**
 * Answers the export `nombre`. On PostgreSQL a pool thread reads, encodes and zips it with its own
 * connection and this thread relays the bytes (decision 027); on the embedded database, which lives
 * in this process, this thread reads and the pool formats (lib/export/enviar.ts).
 */
export async function exportar<N extends RecetaNombre>(
  reply: FastifyReply,
  ctx: AppContext,
  nombre: N,
  params: ParamsDe<N>,
): Promise<FastifyReply> {
  const ahora = ctx.now();
  const databaseUrl = ctx.config.databaseUrl;
  if (ctx.database.kind !== 'postgres' || !databaseUrl)
    return sendExport(reply, await hacerExportacion(nombre, { db: ctx.database.db, ahora }, params));
  const { port1, port2 } = new MessageChannel();
  const tarea = workerPool('exportar').run(
    'exportar',
    {
      receta: nombre,
      params,
      ahora: ahora.getTime(),
      databaseUrl,
      codificacion: codificacionPara(reply.request.headers['accept-encoding']),
      puerto: port2,
    },
    { transferList: [port2] },
  );
  tarea.catch(() => {}); // its failure reaches the download through recibirExportacion
  const { archivo, formato, codificacion, bytes } = await recibirExportacion(port1, tarea);
  bytes.on('error', (err) => reply.log.error({ err }, 'exportación interrumpida'));
  if (codificacion) reply.header('content-encoding', codificacion).header('vary', 'accept-encoding');
  return enviarArchivo(reply, formato, archivo, bytes);
}
