import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { videoTutorial } from '../../db/schema/index.ts';
import { actorOf } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { sendStored } from '../../lib/send-file.ts';

import { manualVisible } from '../static-files/routes.ts';

const manualParam = z.enum(['empleado', 'cliente', 'admin']);

/** GET /video/{id} (tutorial stream with Range) and GET /video/manual/{manual} (its list); only the caller's manual. */
export async function videoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  app.get(
    '/video/:id',
    {
      config: { access: 'session' },
      schema: { params: z.object({ id: z.coerce.number().int().positive() }) },
    },
    async (request, reply) => {
      const [video] = await db
        .select()
        .from(videoTutorial)
        .where(eq(videoTutorial.videoId, request.params.id));
      // Videos of another role's manual answer as if they did not exist.
      if (!video || !manualVisible(actorOf(request), video.manual)) throw notFound();
      return sendStored(request, reply, video.storageKey, { contentType: video.mime });
    },
  );

  app.get(
    '/video/manual/:manual',
    { config: { access: 'session' }, schema: { params: z.object({ manual: manualParam }) } },
    async (request) => {
      const { manual } = request.params;
      if (!manualVisible(actorOf(request), manual)) throw notFound();
      const videos = await db
        .select({ video_id: videoTutorial.videoId, titulo: videoTutorial.titulo, orden: videoTutorial.orden })
        .from(videoTutorial)
        .where(eq(videoTutorial.manual, manual))
        .orderBy(asc(videoTutorial.orden), asc(videoTutorial.videoId));
      return { status: 'success', videos };
    },
  );
}
