import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/usuario';
import { MSG } from '@agro/domain/messages';
import { actorOf } from '../../lib/actor.ts';
import { limitado } from '../../lib/limites.ts';
import { receiverOf } from '../../lib/multipart.ts';
import { route } from '../../lib/route.ts';
import { SESSION_COOKIE, sessionCookie } from '../../plugins/auth.ts';
import { afterReplySettled } from './after-reply.ts';
import * as auth from './auth-service.ts';
import * as avatares from './avatar-service.ts';
import { guardarPerfilRoute } from './guardar-perfil.ts';
import * as recuperacion from './recovery.ts';
import { revokeSession } from './service.ts';

/** Sign-in, sign-out, password recovery, one's own password and avatars. */
export async function usuarioRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const cookie = sessionCookie(ctx.config.publicUrl);
  // Recovery mail is sent after the answer; the server delivers what is pending before it closes.
  app.addHook('onClose', () => afterReplySettled(ctx));

  route(app, api.iniciarSesion, async (request, reply) => {
    const { token, role } = await auth.iniciarSesion(ctx, {
      ...request.body,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    reply.setCookie(SESSION_COOKIE, token, cookie);
    return { status: 'success', role };
  });

  route(app, api.cerrarSesion, async (request, reply) => {
    await revokeSession(ctx.database.db, actorOf(request).sesionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { status: 'success', mensaje: MSG.cerrarSesion };
  });

  route(app, api.sesionActual, async (request) => {
    const u = actorOf(request);
    return { status: 'success', role: u.role, usuario_id: u.usuarioId, email: u.email };
  });

  route(app, api.recuperarPassword, async (request) => {
    await recuperacion.solicitarRecuperacion(
      ctx,
      { email: request.params.email, ip: request.ip },
      request.log,
    );
    return { status: 'success', mensaje: MSG.recuperarEnviado };
  });

  route(app, api.validarToken, async (request) => {
    await recuperacion.validarEnlace(ctx, request.params.token);
    return { status: 'success' };
  });

  route(app, api.cambiarPasswordToken, async (request) => {
    const email = await recuperacion.cambiarConEnlace(
      ctx,
      request.params.token,
      request.body.password_new,
      request.log,
    );
    return { status: 'success', mensaje: MSG.resetExito, email };
  });

  route(app, api.cambiarPasswordPropia, async (request) => {
    await auth.cambiarPasswordPropia(
      ctx,
      actorOf(request),
      request.record,
      { email: request.params.email, cambio: request.body, ip: request.ip },
      request.log,
    );
    return { status: 'success', mensaje: MSG.usuarioActualizado };
  });

  route(app, api.obtenerAvatar, async (request) => ({
    status: 'success',
    avatar: avatares.avatarDe(request.record),
  }));

  route(app, api.subirAvatar, async (request) => ({
    status: 'success',
    mensaje: MSG.avatarActualizado,
    avatar: await limitado(
      ctx,
      'subirImagen',
      { objetivo: `avatar:${request.params.usuario_id}`, usuario: actorOf(request).usuarioId },
      () => avatares.cambiarAvatar(ctx, request.record, receiverOf(request)),
    ),
  }));

  guardarPerfilRoute(app);
}
