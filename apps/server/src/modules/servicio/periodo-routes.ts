import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '@agro/domain/messages';
import { periodoParamsSchema } from '@agro/domain/schemas/subida';
import { archivoServicio, carga } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { removeStored } from '../../lib/uploads.ts';

import { assertPeriodoExacto } from './subir-service.ts';

/** Beyond the spec (Ver Información): staff delete a wrongly uploaded period so it can be uploaded again. */
export async function servicioPeriodoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.delete(
    '/servicio/periodo/:servicio_id/:grupo/:start/:end',
    { config: { access: 'staff' }, schema: { params: periodoParamsSchema } },
    async (request) => {
      const p = request.params;
      assertPeriodoExacto(p);
      const keys = await ctx.database.db.transaction(async (tx) => {
        const [c] = await tx
          .select({ cargaId: carga.cargaId })
          .from(carga)
          .where(
            and(
              eq(carga.servicioId, p.servicio_id),
              eq(carga.grupo, p.grupo),
              eq(carga.inicio, p.start),
              eq(carga.termino, p.end),
            ),
          )
          .for('update');
        if (!c) throw notFound(MSG.sinArchivosPeriodo);
        const rows = await tx
          .delete(archivoServicio)
          .where(eq(archivoServicio.cargaId, c.cargaId))
          .returning({ key: archivoServicio.storageKey });
        await tx.delete(carga).where(eq(carga.cargaId, c.cargaId));
        return rows.map((r) => r.key);
      });
      // Only after the commit: a rolled-back deletion must still find its files.
      await removeStored(ctx.storage, keys);
      return { status: 'success', mensaje: MSG.periodoEliminado, archivos: keys.length };
    },
  );
}
