import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/video';
import { actorOf } from '../../lib/actor.ts';
import { route } from '../../lib/route.ts';
import { sendStored } from '../../lib/send-file.ts';
import * as videos from './service.ts';

/** Tutorial videos: the stream (with Range) and each manual's list; only the caller's manual. */
export async function videoRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.verVideo, async (request, reply) => {
    const archivo = await videos.video(ctx, actorOf(request), request.params.id);
    return sendStored(request, reply, archivo.key, archivo);
  });

  route(app, api.videosManual, async (request) => ({
    status: 'success',
    videos: await videos.videosDe(ctx, actorOf(request), request.params.manual),
  }));
}
