import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import { CAMPOS_USUARIOS, ORDEN_USUARIOS, registroQuerySchema } from '@agro/domain/schemas/admin';
import { adminEmailSchema, adminPasswordSchema } from '@agro/domain/schemas/auth';

import { cambiarEmail, cambiarPassword, listUsuarios } from './admin-service.ts';

const emailParams = z.object({ email: z.string().min(3).max(400) });

/** Staff-only account management (Administrar): user list, e-mail and password of any account. */
export async function usuarioAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const guard = { config: { access: 'staff' as const } };

  app.get(
    '/usuario/listar',
    { ...guard, schema: { querystring: registroQuerySchema(CAMPOS_USUARIOS, ORDEN_USUARIOS) } },
    async (request) => {
      return { status: 'success', ...(await listUsuarios(ctx.database.db, request.query)) };
    },
  );

  app.put(
    '/usuario/email/admin/:email',
    { ...guard, schema: { params: emailParams, body: adminEmailSchema } },
    async (request) => {
      const r = await cambiarEmail(ctx, request.params.email, request.body);
      return { status: 'success', mensaje: MSG.emailCambiado, ...r };
    },
  );

  app.put(
    '/usuario/password/admin/:email',
    { ...guard, schema: { params: emailParams, body: adminPasswordSchema } },
    async (request) => {
      const r = await cambiarPassword(ctx, request.params.email, request.body.password_new, actorOf(request));
      return { status: 'success', mensaje: MSG.passwordCambiada, ...r };
    },
  );
}
