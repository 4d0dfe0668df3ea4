import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import { cpDatosSchema } from '@agro/domain/schemas/cp-datos';
import { clientePrincipal, usuario } from '../../db/schema/index.ts';
import { isStaff } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { actorForCp, idParam } from './cliente-access.ts';
import { cpColumns } from './self-routes.ts';

const cpParams = z.object({ cp_id: idParam('cp_id') });

/** GET /cp/listar/{cp_id} and PUT /cp/datos/{cp_id}: a company's data, for itself and for staff. */
export async function cpClienteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  app.get(
    '/cp/listar/:cp_id',
    { config: { access: 'empresa' }, schema: { params: cpParams } },
    async (request) => {
      const { cp_id } = request.params;
      await actorForCp(request, cp_id);
      const rows = await db
        .select(cpColumns)
        .from(clientePrincipal)
        .innerJoin(usuario, eq(usuario.usuarioId, clientePrincipal.usuarioId))
        .where(eq(clientePrincipal.cpId, cp_id));
      if (rows.length === 0) throw notFound();
      return { status: 'success', cp: rows };
    },
  );

  app.put(
    '/cp/datos/:cp_id',
    { config: { access: 'empresa' }, schema: { params: cpParams, body: cpDatosSchema } },
    async (request) => {
      const { cp_id } = request.params;
      const actor = await actorForCp(request, cp_id);
      const { comentarios, ...datos } = request.body;
      // Comentarios are the admin's notes about the client: a client cannot rewrite them.
      const notas = isStaff(actor) && comentarios !== undefined ? { comentarios } : {};
      const updated = await db
        .update(clientePrincipal)
        .set({ ...datos, ...notas, dateModified: app.ctx.now() })
        .where(eq(clientePrincipal.cpId, cp_id))
        .returning({ cpId: clientePrincipal.cpId });
      if (updated.length === 0) throw notFound();
      return { status: 'success', mensaje: MSG.clienteActualizado };
    },
  );
}
