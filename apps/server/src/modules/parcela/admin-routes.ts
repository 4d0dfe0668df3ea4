import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import { CAMPOS_TERRITORIOS, ORDEN_TERRITORIOS, registroQuerySchema } from '@agro/domain/schemas/admin';
import { parcelaRegistroSchema } from '@agro/domain/schemas/parcela-registro';
import { requireStaff } from '../../plugins/auth.ts';
import { eliminarParcela, listParcelas, registrarParcela } from './admin-service.ts';

const deleteParams = z.object({
  cp_id: z.coerce.number().int().positive(),
  parcelarel_id: z.coerce.number().int().positive(),
});

/** Staff-only territory management: registry, registration and permanent deletion. */
export async function parcelaAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const guard = { preHandler: requireStaff };

  app.get(
    '/parcela/all/listar',
    { ...guard, schema: { querystring: registroQuerySchema(CAMPOS_TERRITORIOS, ORDEN_TERRITORIOS) } },
    async (request) => {
      return { status: 'success', ...(await listParcelas(ctx.database.db, request.query)) };
    },
  );

  app.post(
    '/parcela/registrar',
    { ...guard, schema: { body: parcelaRegistroSchema } },
    async (request, reply) => {
      const row = await registrarParcela(ctx, request.body);
      reply.status(201);
      return {
        status: 'success',
        mensaje: MSG.territorioCreado,
        parcelarel_id: row.parcelarelId,
        parcela_id: row.parcelaId,
        cp_id: request.body.cp_id,
      };
    },
  );

  app.delete(
    '/parcela/:cp_id/:parcelarel_id',
    { ...guard, schema: { params: deleteParams } },
    async (request) => {
      await eliminarParcela(ctx, request.params.cp_id, request.params.parcelarel_id);
      return { status: 'success', mensaje: MSG.territorioEliminado };
    },
  );
}
