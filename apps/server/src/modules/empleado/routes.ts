import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/empleado';
import { listarParcelasLigadas } from '@agro/domain/contracts/parcela';
import { MSG } from '@agro/domain/messages';
import { actorOf } from '../../lib/actor.ts';
import { limitado } from '../../lib/limites.ts';
import { route } from '../../lib/route.ts';
import * as empleados from './service.ts';

/** Workers: an employee's own record and territories, and a company's workers as it manages them. */
export async function empleadoRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.empleadoPropio, async (request) => ({
    status: 'success',
    empleado: await empleados.propio(ctx, actorOf(request)),
  }));

  route(app, api.actualizarEmpleado, async (request) => {
    await empleados.actualizar(ctx, actorOf(request), request.record, request.body);
    return { status: 'success', mensaje: MSG.usuarioActualizado };
  });

  route(app, api.parcelasPropias, async (request) => ({
    status: 'success',
    parcelas: await empleados.parcelasPropias(ctx, actorOf(request)),
  }));

  await gestionRoutes(app);
}

/** A company's workers as it (or staff) manages them: list, register, link, invite, (de)activate. */
async function gestionRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.listarEmpleadosCp, async (request) => ({
    status: 'success',
    empleados: await empleados.deCp(ctx, request.params.cp_id),
  }));

  route(app, api.registrarEmpleado, async (request, reply) => {
    const ids = { empresa: request.body.cp_id, usuario: actorOf(request).usuarioId };
    const r = await limitado(ctx, 'registrarEmpleado', ids, () =>
      empleados.registrar(ctx, request.body, request.log),
    );
    reply.status(201);
    return {
      status: 'success',
      mensaje: MSG.trabajadorRegistrado,
      empleado_id: r.empleadoId,
      empleadorel_id: r.empleadorelId,
      usuario_id: r.usuarioId,
      parcela_id: r.parcelaId,
      correo_enviado: r.correoEnviado,
    };
  });

  route(app, api.asociarParcela, async (request) => ({
    status: 'success',
    ...(await empleados.asociarParcela(ctx, actorOf(request), request.record, request.body)),
  }));

  route(app, api.obtenerEmpleado, async (request) => ({
    status: 'success',
    empleado: await empleados.obtener(ctx, request.record),
  }));

  route(app, listarParcelasLigadas, async (request) => ({
    status: 'success',
    parcelas: await empleados.parcelasLigadas(ctx, request.record),
  }));

  route(app, api.reenviarInvitacionEmpleado, async (request) => {
    const actor = actorOf(request);
    const ids = { empleado: request.params.empleado_id, usuario: actor.usuarioId };
    const r = await limitado(ctx, 'reinvitar', ids, () =>
      empleados.reenviarInvitacion(ctx, request.record, request.log),
    );
    return {
      status: 'success',
      mensaje: r.correoEnviado ? MSG.invitacionReenviada : MSG.invitacionNoReenviada,
      correo_enviado: r.correoEnviado,
    };
  });

  route(app, api.desactivarEmpleado, async (request) => {
    await empleados.setActivo(ctx, request.record, false);
    return { status: 'success', mensaje: MSG.trabajadorDesactivado };
  });

  route(app, api.activarEmpleado, async (request) => {
    await empleados.setActivo(ctx, request.record, true);
    return { status: 'success', mensaje: MSG.trabajadorActivado };
  });

  route(app, api.desligarParcela, async (request) => {
    await empleados.desligarParcela(ctx, request.record, request.params.parcela_id);
    return { status: 'success', mensaje: MSG.territorioDesligado };
  });
}
