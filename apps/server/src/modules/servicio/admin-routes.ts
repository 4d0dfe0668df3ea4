import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import { CAMPOS_SERVICIOS, ORDEN_SERVICIOS, registroQuerySchema } from '@agro/domain/schemas/admin';
import { servicioRegistroSchema } from '@agro/domain/schemas/servicio';

import { actualizarServicio, listServicios, registrarServicio } from './admin-service.ts';

const servicioParams = z.object({ servicio_id: z.coerce.number().int().positive() });

/** Staff-only service management: registry, Agregar Servicio (create or update) and type changes. */
export async function servicioAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const guard = { config: { access: 'staff' as const } };

  app.get(
    '/servicio/all/listar',
    { ...guard, schema: { querystring: registroQuerySchema(CAMPOS_SERVICIOS, ORDEN_SERVICIOS) } },
    async (request) => {
      return { status: 'success', ...(await listServicios(ctx.database.db, request.query)) };
    },
  );

  app.post(
    '/servicio/registrar',
    { ...guard, schema: { body: servicioRegistroSchema } },
    async (request, reply) => {
      const r = await registrarServicio(ctx, request.body);
      if (r.creado) reply.status(201);
      return {
        status: 'success',
        mensaje: MSG.servicioRegistrado,
        servicio: r.servicio,
        servicio_id: r.servicio[0]!.servicio_id,
      };
    },
  );

  app.put(
    '/servicio/:servicio_id',
    { ...guard, schema: { params: servicioParams, body: servicioRegistroSchema } },
    async (request) => {
      const rows = await actualizarServicio(ctx, request.params.servicio_id, request.body);
      return { status: 'success', mensaje: MSG.servicioRegistrado, servicio: rows };
    },
  );
}
