import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import { loginSchema, resetPasswordSchema } from '@agro/domain/schemas/auth';
import { isValidEmail } from '@agro/domain/rules';
import { SESSION_MS } from '@agro/domain/session';
import { HttpError, notFound, tooManyRequests } from '../../lib/errors.ts';
import { recoveryMail } from '../../lib/mail-templates.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import {
  authenticate,
  consumeResetToken,
  createResetLink,
  createSession,
  findLiveToken,
  findUserByEmail,
  revokeSession,
} from './service.ts';
import { clearFailures, recordFailure, throttleState } from './throttle.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sign-in, sign-out and password recovery (spec 000 §7, DECISIONS §4). */
export async function usuarioAuthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const secure = ctx.config.publicUrl.startsWith('https://');

  app.post(
    '/usuario/logear',
    { config: { access: 'public' }, schema: { body: loginSchema } },
    async (request, reply) => {
      const { email, password } = request.body;
      const state = await throttleState(ctx.database.db, email, request.ip, ctx.now());
      if (state.blocked) throw tooManyRequests();
      if (state.delayMs) await sleep(state.delayMs);
      const user = await authenticate(ctx, email, password);
      if (!user) {
        await recordFailure(ctx.database.db, email, request.ip, ctx.now());
        throw new HttpError(401, MSG.usuarioNoExiste);
      }
      await clearFailures(ctx.database.db, email);
      const token = await createSession(ctx, user.usuarioId, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: SESSION_MS / 1000,
      });
      return { status: 'success', role: user.tipoUsuario };
    },
  );

  app.post('/usuario/deslogear', { config: { access: 'session' } }, async (request, reply) => {
    await revokeSession(ctx.database.db, actorOf(request).sesionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { status: 'success', mensaje: MSG.cerrarSesion };
  });

  /** The signed-in user, so the browser can confirm its stored record against the server. */
  app.get('/usuario/sesion', { config: { access: 'session' } }, async (request) => {
    const u = actorOf(request);
    return { status: 'success', role: u.role, usuario_id: u.usuarioId, email: u.email };
  });

  app.get(
    '/usuario/recuperar/:email',
    { config: { access: 'public' }, schema: { params: z.object({ email: z.string().max(320) }) } },
    async (request) => {
      const email = decodeURIComponent(request.params.email).trim().toLowerCase();
      const user = isValidEmail(email) ? await findUserByEmail(ctx.database.db, email) : undefined;
      if (user?.isActive) {
        const url = await createResetLink(ctx, ctx.database.db, user.usuarioId);
        try {
          await ctx.mailer.send(recoveryMail(user.email, url));
        } catch (err) {
          // The answer must not reveal whether the address exists, so a mail failure is only logged.
          request.log.error({ err }, 'recovery mail failed');
        }
      }
      return { status: 'success', mensaje: MSG.recuperarEnviado };
    },
  );

  const tokenParams = z.object({ token: z.string().min(10).max(200) });
  app.get(
    '/usuario/validar/:token',
    { config: { access: 'public' }, schema: { params: tokenParams } },
    async (request) => {
      const live = await findLiveToken(ctx, ctx.database.db, request.params.token);
      if (!live) throw notFound(MSG.resetContenidoNoExiste);
      return { status: 'success' };
    },
  );

  app.post(
    '/usuario/cambiar/:token',
    { config: { access: 'public' }, schema: { params: tokenParams, body: resetPasswordSchema } },
    async (request) => {
      const ok = await consumeResetToken(ctx, request.params.token, request.body.password_new);
      if (!ok) throw notFound(MSG.resetContenidoNoExiste);
      return { status: 'success', mensaje: MSG.resetExito };
    },
  );
}
