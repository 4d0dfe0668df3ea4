import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parcela, usuario, videoTutorial } from '../../db/schema/index.ts';
import { canSeeParcela, canSeeUser, actorOf, isStaff, type Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { sendStored } from '../../lib/send-file.ts';

const fileParam = z.object({ file: z.string().regex(/^[a-f0-9]{32}\.(png|jpe?g)$/) });

/** Private uploads under /static/: each answers only a caller who may see it. */
export async function staticRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  app.get(
    '/avatars/:file',
    { config: { access: 'session' }, schema: { params: fileParam } },
    async (request, reply) => {
      const { file } = request.params as z.infer<typeof fileParam>;
      const nombre = file.split('.')[0]!;
      const [owner] = await db
        .select({ usuarioId: usuario.usuarioId, ext: usuario.avatarExt })
        .from(usuario)
        .where(eq(usuario.avatarNom, nombre));
      if (!owner || !(await canSeeUser(db, actorOf(request), owner.usuarioId))) throw notFound();
      return sendStored(request, reply, `avatars/${nombre}.${owner.ext}`, { contentType: mimeOf(owner.ext) });
    },
  );

  app.get(
    '/parcelas/:file',
    { config: { access: 'session' }, schema: { params: fileParam } },
    async (request, reply) => {
      const { file } = request.params as z.infer<typeof fileParam>;
      const nombre = file.split('.')[0]!;
      const [p] = await db
        .select({ parcelaId: parcela.parcelaId, cpId: parcela.cpId, ext: parcela.avatarExt })
        .from(parcela)
        .where(eq(parcela.avatarNom, nombre));
      if (!p || !canSeeParcela(actorOf(request), p)) throw notFound();
      return sendStored(request, reply, `parcelas/${nombre}.${p.ext}`, { contentType: mimeOf(p.ext) });
    },
  );

  const thumbParams = z.object({
    manual: z.enum(['empleado', 'cliente', 'admin']),
    file: z.string().regex(/^\d+\.jpg$/),
  });
  app.get(
    '/videos/:manual/:file',
    { config: { access: 'session' }, schema: { params: thumbParams } },
    async (request, reply) => {
      const { manual, file } = request.params as z.infer<typeof thumbParams>;
      const [video] = await db
        .select()
        .from(videoTutorial)
        .where(and(eq(videoTutorial.videoId, Number(file.split('.')[0])), eq(videoTutorial.manual, manual)));
      if (!video?.thumbnailKey || !manualVisible(actorOf(request), manual)) throw notFound();
      return sendStored(request, reply, video.thumbnailKey, { contentType: 'image/jpeg' });
    },
  );
}

const mimeOf = (ext: string | null) => (ext === 'png' ? 'image/png' : 'image/jpeg');

/** Which tutorial manuals a role may watch. */
export function manualVisible(actor: Actor, manual: 'empleado' | 'cliente' | 'admin'): boolean {
  if (isStaff(actor)) return true;
  return actor.role === 'Empleado' ? manual === 'empleado' : manual === 'cliente';
}
