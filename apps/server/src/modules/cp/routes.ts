import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/cp';
import { MSG } from '@agro/domain/messages';
import { actorOf } from '../../lib/actor.ts';
import { route } from '../../lib/route.ts';
import { actualizarPerfilRoute } from './actualizar-perfil.ts';
import * as cps from './service.ts';

/** A principal client's company: its own view, and the back office's registry and management. */
export async function cpRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.cpPropio, async (request) => ({
    status: 'success',
    cp: await cps.propia(ctx, actorOf(request)),
  }));

  route(app, api.obtenerCp, async (request) => ({
    status: 'success',
    cp: await cps.obtener(ctx, request.record),
  }));

  route(app, api.actualizarCpDatos, async (request) => {
    await cps.actualizarDatos(ctx, actorOf(request), request.record, request.body);
    return { status: 'success', mensaje: MSG.clienteActualizado };
  });

  route(app, api.registroCps, async (request) => ({
    status: 'success',
    ...(await cps.registro(ctx, request.query)),
  }));

  route(app, api.listarContactos, async (request) => ({
    status: 'success',
    contactos: await cps.contactos(ctx, request.record),
  }));

  route(app, api.actualizarContacto, async (request) => ({
    status: 'success',
    mensaje: MSG.clienteActualizado,
    contactos: await cps.actualizarContacto(ctx, request.record, request.body),
  }));

  route(app, api.registrarCp, async (request, reply) => {
    const r = await cps.registrar(ctx, request.body, request.log);
    reply.status(201);
    return {
      status: 'success',
      mensaje: MSG.cpCreado,
      cp_id: r.cpId,
      identificador: r.cpId,
      usuario_id: r.usuarioId,
      correo_enviado: r.correoEnviado,
    };
  });

  route(app, api.desactivarCp, async (request) => {
    await cps.setActivo(ctx, request.record, false);
    return { status: 'success', mensaje: MSG.clienteDesactivado };
  });

  // Deactivation is temporary (docs/RULES.md#states), so it can be undone.
  route(app, api.activarCp, async (request) => {
    await cps.setActivo(ctx, request.record, true);
    return { status: 'success', mensaje: MSG.clienteActivado };
  });

  route(app, api.eliminarCp, async (request) => {
    await cps.eliminar(ctx, request.record);
    return { status: 'success', mensaje: MSG.clienteEliminado };
  });

  route(app, api.reenviarInvitacionCp, async (request) => {
    const r = await cps.reenviarInvitacion(ctx, request.record, request.log);
    return {
      status: 'success',
      mensaje: r.correoEnviado ? MSG.invitacionReenviada : MSG.invitacionNoReenviada,
      correo_enviado: r.correoEnviado,
    };
  });

  route(app, api.actualizarBancoCp, async (request) => {
    await cps.actualizarBanco(ctx, request.record, request.body);
    return { status: 'success', mensaje: MSG.datosBancariosActualizados };
  });

  actualizarPerfilRoute(app);
}
