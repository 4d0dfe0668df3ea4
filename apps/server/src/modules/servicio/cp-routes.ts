import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parcela, servicio } from '../../db/schema/index.ts';
import { actorForCp, idParam } from '../cp/cliente-access.ts';

/** GET /servicio/cp/{cp_id}: every service of a company's territories, live and removed (spec 001 §3). */
export async function servicioCpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  app.get(
    '/servicio/cp/:cp_id',
    { config: { access: 'empresa' }, schema: { params: z.object({ cp_id: idParam('cp_id') }) } },
    async (request) => {
      const { cp_id } = request.params;
      await actorForCp(request, cp_id);
      const servicios = await db
        .select({
          servicio_id: servicio.servicioId,
          tipo_servicio: servicio.tipoServicio,
          parcela_id: servicio.parcelaId,
          parcelarel_id: parcela.parcelarelId,
          identificador: servicio.cpId,
          cp_id: servicio.cpId,
          nombre: parcela.nombre,
          date_entered: servicio.dateEntered,
          date_modified: servicio.dateModified,
          is_deleted: servicio.isDeleted,
        })
        .from(servicio)
        .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
        .where(eq(servicio.cpId, cp_id))
        .orderBy(asc(parcela.parcelarelId), asc(servicio.dateEntered));
      return { status: 'success', servicios };
    },
  );
}
