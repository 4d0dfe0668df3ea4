import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/video';
import { notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { sendStored } from '../../lib/send-file.ts';
import * as videos from './service.ts';

/** Tutorial videos: the stream (with Range), its captions and each manual's list; only the caller's manual. */
export async function videoRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.verVideo, async (request, reply) => {
    const archivo = await videos.video(ctx, request.record, request.query.formato);
    return sendStored(request, reply, archivo.key, archivo);
  });

  // Streamed by this process even where videos redirect to the object store: a <track> from another
  // origin would need CORS, and a caption file is a few hundred bytes.
  route(app, api.subtitulosVideo, async (request, reply) => {
    const archivo = await videos.subtitulos(ctx, request.record, request.query.formato);
    if ((await ctx.storage.size(archivo.key)) === null) throw notFound();
    return reply
      .header('content-type', archivo.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=300')
      .send(await ctx.storage.get(archivo.key));
  });

  route(app, api.videosManual, async (request) => ({
    status: 'success',
    videos: await videos.videosDe(ctx, request.record.manual),
  }));
}
