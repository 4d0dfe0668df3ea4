import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/usuario';
import { MSG } from '@agro/domain/messages';
import { actorOf } from '../../lib/actor.ts';
import { route } from '../../lib/route.ts';
import * as cuentas from './admin-service.ts';

/** Staff account management (Administrar): the user list, and any account's e-mail and password. */
export async function usuarioAdminRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.registroUsuarios, async (request) => ({
    status: 'success',
    ...(await cuentas.registro(ctx, request.query)),
  }));

  route(app, api.cambiarEmailUsuario, async (request) => ({
    status: 'success',
    mensaje: MSG.emailCambiado,
    ...(await cuentas.cambiarEmail(ctx, request.params.email, request.body, request.log)),
  }));

  route(app, api.cambiarPasswordUsuario, async (request) => ({
    status: 'success',
    mensaje: MSG.passwordCambiada,
    ...(await cuentas.cambiarPassword(
      ctx,
      actorOf(request),
      request.params.email,
      request.body.password_new,
      request.log,
    )),
  }));

  route(app, api.enviarEnlaceUsuario, async (request) => {
    const r = await cuentas.enviarEnlace(ctx, request.params.email, request.log);
    return { status: 'success', mensaje: r.correo_enviado ? MSG.enlaceEnviado : MSG.enlaceNoEnviado, ...r };
  });
}
