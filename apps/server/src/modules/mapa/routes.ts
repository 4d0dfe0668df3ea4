import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/mapa';
import { MSG_MAPA } from '@agro/domain/messages-mapa';
import { actorOf } from '../../lib/actor.ts';
import { limitado } from '../../lib/limites.ts';
import { receiverOf } from '../../lib/multipart.ts';
import { ConsultaCompartida } from '../../lib/consulta-compartida.ts';
import { RespuestasGuardadas } from '../../lib/respuesta-guardada.ts';
import { route } from '../../lib/route.ts';
import { restaurar } from './limite-anterior.ts';
import * as mapa from './service.ts';

/** Map lists kept per process: a company of 1,000 territories is ~0.8 MB, ~0.1 MB compressed. */
const LISTAS_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The territory map: territories with boundaries and latest images, boundary upload (with a preview
 * first), drawing, removal and restoring the previous boundary.
 */
export async function mapaRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.obtenerMapaConfig, async () => ({ status: 'success', mapa: mapa.mapaConfig(ctx) }));

  // A large company's list is megabytes of JSON made from many rows: kept as sent while the rows it
  // was made from stay the same (docs/decisions/025).
  const listas = new RespuestasGuardadas(LISTAS_MAX_BYTES);
  const huellas = new ConsultaCompartida<string>();
  route(app, api.mapaParcelas, async (request, reply) => {
    const alcance = mapa.alcanceLista(actorOf(request), request.query);
    const huella = await huellas.pedir(alcance.clave, () => mapa.huellaLista(ctx, alcance));
    return listas.enviar(request, reply, alcance.clave, huella, async () => ({
      status: 'success',
      territorios: await mapa.parcelas(ctx, alcance),
    }));
  });

  route(app, api.mapaParcela, async (request) => ({
    status: 'success',
    territorio: await mapa.parcela(ctx, request.params.parcela_id),
  }));

  route(app, api.guardarLimite, async (request) => ({
    status: 'success',
    mensaje: MSG_MAPA.limiteGuardado,
    limite: await mapa.guardarDibujo(
      ctx,
      actorOf(request),
      request.params.parcela_id,
      request.body.geometria,
    ),
  }));

  route(app, api.subirLimite, async (request) => ({
    status: 'success',
    mensaje: MSG_MAPA.limiteGuardado,
    limite: await limitado(
      ctx,
      'subirImagen',
      { objetivo: `parcela-limite:${request.params.parcela_id}`, usuario: actorOf(request).usuarioId },
      () => mapa.subirArchivo(ctx, actorOf(request), request.params.parcela_id, receiverOf(request)),
    ),
  }));

  route(app, api.previsualizarLimite, async (request) => ({
    status: 'success',
    previa: await mapa.previsualizar(ctx, actorOf(request), request.record, receiverOf(request)),
  }));

  route(app, api.restaurarLimite, async (request) => ({
    status: 'success',
    mensaje: MSG_MAPA.limiteRestaurado,
    limite: mapa.limiteDe(await restaurar(ctx, actorOf(request), request.params.parcela_id)),
  }));

  route(app, api.eliminarLimite, async (request) => {
    await mapa.eliminar(ctx, request.params.parcela_id);
    return { status: 'success', mensaje: MSG_MAPA.limiteEliminado };
  });
}
