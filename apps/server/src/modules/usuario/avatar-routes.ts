import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usuario } from '../../db/schema/index.ts';
import { canSeeUser, getActor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';

export const usuarioIdParams = z.object({ usuario_id: z.coerce.number().int().positive() });

/** GET /usuario/avatar/{usuario_id}: the avatar's stored name, served under /static/avatars/. */
export async function usuarioAvatarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  app.get('/usuario/avatar/:usuario_id', { preHandler: requireSession, schema: { params: usuarioIdParams } }, async (request) => {
    const id = request.params.usuario_id;
    if (!(await canSeeUser(db, await getActor(request), id))) throw notFound();
    const [u] = await db.select({ nom: usuario.avatarNom, ext: usuario.avatarExt }).from(usuario).where(eq(usuario.usuarioId, id));
    if (!u) throw notFound();
    return { status: 'success', avatar: u.nom ? { nombre: u.nom, extension: u.ext } : null };
  });
}
