import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import { perfilPasswordSchema } from '@agro/domain/schemas/perfil';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/crypto.ts';

import { findUserByEmail, revokeUserSessions, setPassword } from './service.ts';
import { clearFailures, recordFailure, throttleState } from './throttle.ts';

/** PUT usuario/password/{email}: a user changes its own password, proving the current one. */
export async function usuarioPasswordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx.database;

  app.put(
    '/usuario/password/:email',
    {
      config: { access: 'session' },
      schema: { params: z.object({ email: z.string().min(1).max(320) }), body: perfilPasswordSchema },
    },
    async (request) => {
      const me = actorOf(request);
      const email = request.params.email.trim().toLowerCase();
      // Only one's own account; others' passwords are set from the back office (usuario/password/admin).
      if (email !== me.email.toLowerCase()) throw forbidden();
      const user = await findUserByEmail(db, email);
      if (!user) throw notFound();
      // Guessing the current password counts like failed sign-ins for this account.
      const throttle = await throttleState(db, email, request.ip, ctx.now());
      if (throttle.blocked) throw tooManyRequests();
      if (!(await verifyPassword(request.body.password_old, user.passwordHash))) {
        await recordFailure(db, email, request.ip, ctx.now());
        throw badRequest(MSG.passwordActualIncorrecta);
      }
      await clearFailures(db, email);
      await db.transaction(async (tx) => {
        await setPassword(tx, user.usuarioId, request.body.password_new, ctx.now());
        await revokeUserSessions(tx, user.usuarioId, me.sesionId);
      });
      return { status: 'success', mensaje: MSG.usuarioActualizado };
    },
  );
}
