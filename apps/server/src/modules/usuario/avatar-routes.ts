import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import { usuario } from '../../db/schema/index.ts';
import { canSeeUser, actorOf, isStaff } from '../../lib/actor.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';

import { replaceAvatar } from './avatar-upload.ts';

export const usuarioIdParams = z.object({ usuario_id: z.coerce.number().int().positive() });

/** GET /usuario/avatar/{usuario_id} (served under /static/avatars/) and POST /usuario/subir/{usuario_id} (multipart file0). */
export async function usuarioAvatarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;
  app.get(
    '/usuario/avatar/:usuario_id',
    { config: { access: 'session' }, schema: { params: usuarioIdParams } },
    async (request) => {
      const id = request.params.usuario_id;
      if (!(await canSeeUser(db, actorOf(request), id))) throw notFound();
      const [u] = await db
        .select({ nom: usuario.avatarNom, ext: usuario.avatarExt })
        .from(usuario)
        .where(eq(usuario.usuarioId, id));
      if (!u) throw notFound();
      return { status: 'success', avatar: u.nom ? { nombre: u.nom, extension: u.ext } : null };
    },
  );

  // Each user changes its own avatar; staff may change anyone's.
  app.post(
    '/usuario/subir/:usuario_id',
    { config: { access: 'session' }, schema: { params: usuarioIdParams } },
    async (request) => {
      const id = request.params.usuario_id;
      const actor = actorOf(request);
      if (actor.usuarioId !== id && !isStaff(actor)) throw forbidden();
      if (!request.isMultipart()) throw badRequest(MSG.campoRequerido('file0'));
      let avatar: Awaited<ReturnType<typeof replaceAvatar>> | null = null;
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname === 'file0' && !avatar) avatar = await replaceAvatar(app.ctx, id, part);
        else part.file.resume();
      }
      if (avatar) return { status: 'success', mensaje: MSG.avatarActualizado, avatar };
      throw badRequest(MSG.campoRequerido('file0'));
    },
  );
}
