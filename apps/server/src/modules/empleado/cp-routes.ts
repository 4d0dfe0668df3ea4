import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import { empleadoParcelaSchema, empleadoRegistroSchema } from '@agro/domain/schemas/empleado-registro';
import { empleado, parcela } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { actorForCp, idParam } from '../cp/cliente-access.ts';
import { selectParcelas } from '../parcela/queries.ts';
import { asociarParcela, empleadoVisible, listEmpleados, registrarEmpleado } from './cp-service.ts';

const cpParams = z.object({ cp_id: idParam('cp_id') });

/** A company's workers, as its principal client (and staff) manage them (spec 001 §2.4, §7). */
export async function empleadoCpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx.database;
  const guard = { config: { access: 'empresa' as const } };

  app.get('/empleado/cp/:cp_id', { ...guard, schema: { params: cpParams } }, async (request) => {
    await actorForCp(request, request.params.cp_id);
    return { status: 'success', empleados: await listEmpleados(db, eq(empleado.cpId, request.params.cp_id)) };
  });

  app.post(
    '/empleado/registrar',
    { ...guard, schema: { body: empleadoRegistroSchema } },
    async (request, reply) => {
      const creado = await registrarEmpleado(request, ctx, request.body);
      return reply.status(201).send({ status: 'success', mensaje: MSG.trabajadorRegistrado, ...creado });
    },
  );

  app.post('/empleado/parcela', { ...guard, schema: { body: empleadoParcelaSchema } }, async (request) => {
    const { nuevo } = await asociarParcela(request, request.body);
    return { status: 'success', nuevo };
  });

  app.get(
    '/empleado/:empleado_id',
    { ...guard, schema: { params: z.object({ empleado_id: idParam('empleado_id') }) } },
    async (request) => ({
      status: 'success',
      empleado: [await empleadoVisible(request, request.params.empleado_id)],
    }),
  );

  app.get(
    '/empleado/parcela/ligadas/:cp_id/:empleadorel_id',
    { ...guard, schema: { params: cpParams.extend({ empleadorel_id: idParam('empleadorel_id') }) } },
    async (request) => {
      const { cp_id, empleadorel_id } = request.params;
      await actorForCp(request, cp_id);
      const [emp] = await db
        .select({ empleadoId: empleado.empleadoId })
        .from(empleado)
        .where(and(eq(empleado.cpId, cp_id), eq(empleado.empleadorelId, empleadorel_id)));
      if (!emp) throw notFound();
      return {
        status: 'success',
        parcelas: await selectParcelas(db, eq(parcela.cpId, cp_id), { linkedTo: emp.empleadoId }),
      };
    },
  );
}
