import type { FastifyInstance } from 'fastify';
import { registrarParcelaConServicio } from '@agro/domain/contracts/parcela';
import { MSG } from '@agro/domain/messages';
import { route } from '../../lib/route.ts';
import { upsertServicio } from '../servicio/queries.ts';
import { insertarParcela } from './service.ts';

/**
 * POST /parcela/registrar-con-servicio (Agregar Territorio): the territory and its service in one
 * transaction, so a refused service leaves no territory without one behind.
 */
export function registrarConServicioRoute(app: FastifyInstance) {
  const { ctx } = app;
  route(app, registrarParcelaConServicio, async (request, reply) => {
    const { tipo_servicio, ...datos } = request.body;
    const now = ctx.now();
    const r = await ctx.database.db.transaction(async (tx) => {
      const p = await insertarParcela(tx, datos, now);
      const s = await upsertServicio(tx, { parcelaId: p.parcelaId, cpId: datos.cp_id }, tipo_servicio, now);
      return { ...p, servicioId: s.servicioId };
    });
    reply.status(201);
    return {
      status: 'success',
      mensaje: MSG.territorioCreado,
      parcelarel_id: r.parcelarelId,
      parcela_id: r.parcelaId,
      cp_id: datos.cp_id,
      servicio_id: r.servicioId,
    };
  });
}
