import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/parcela';
import { MSG } from '@agro/domain/messages';
import { actorOf } from '../../lib/actor.ts';
import { limitado } from '../../lib/limites.ts';
import { receiverOf } from '../../lib/multipart.ts';
import { route } from '../../lib/route.ts';
import { registrarConServicioRoute } from './registrar-con-servicio.ts';
import * as parcelas from './service.ts';

/** A company's territories (principal client and staff) and the back office's territory registry. */
export async function parcelaRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const ref = (p: { cp_id: number; parcelarel_id: number }) => ({
    cpId: p.cp_id,
    parcelarelId: p.parcelarel_id,
  });

  route(app, api.listarParcelasCp, async (request) => ({
    status: 'success',
    parcelas: await parcelas.listarDeCp(ctx, request.params.cp_id),
  }));

  route(app, api.obtenerParcela, async (request) => ({
    status: 'success',
    parcela: await parcelas.obtener(ctx, request.record),
  }));

  route(app, api.actualizarParcela, async (request) => {
    const { cp_id: _cp, ...datos } = request.body;
    await parcelas.actualizar(ctx, request.record, datos);
    return { status: 'success', mensaje: MSG.territorioActualizado };
  });

  route(app, api.actualizarCosecha, async (request) => {
    const { tags } = request.body;
    await parcelas.actualizarCosecha(ctx, request.record, tags);
    return { status: 'success', mensaje: MSG.cosechaActualizada, tags };
  });

  route(app, api.subirImagenParcela, async (request) => ({
    status: 'success',
    mensaje: MSG.avatarActualizado,
    avatar: await limitado(
      ctx,
      'subirImagen',
      {
        objetivo: `parcela-imagen:${request.params.cp_id}-${request.params.parcelarel_id}`,
        usuario: actorOf(request).usuarioId,
      },
      () => parcelas.cambiarImagen(ctx, request.record, receiverOf(request)),
    ),
  }));

  route(app, api.obtenerImagenParcela, async (request) => ({
    status: 'success',
    avatar: parcelas.imagen(request.record),
  }));

  route(app, api.listarEmpleadosParcela, async (request) => ({
    status: 'success',
    empleados: await parcelas.empleadosDe(ctx, request.record),
  }));

  route(app, api.registroParcelas, async (request) => ({
    status: 'success',
    ...(await parcelas.registro(ctx, request.query)),
  }));

  route(app, api.registrarParcela, async (request, reply) => {
    const row = await parcelas.registrar(ctx, request.body);
    reply.status(201);
    return {
      status: 'success',
      mensaje: MSG.territorioCreado,
      parcelarel_id: row.parcelarelId,
      parcela_id: row.parcelaId,
      cp_id: request.body.cp_id,
    };
  });

  route(app, api.eliminarParcela, async (request) => {
    await parcelas.eliminar(ctx, ref(request.params));
    return { status: 'success', mensaje: MSG.territorioEliminado };
  });

  registrarConServicioRoute(app);
}
