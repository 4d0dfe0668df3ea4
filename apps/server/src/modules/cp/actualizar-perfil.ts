import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { actualizarPerfilCp } from '@agro/domain/contracts/cp';
import { MSG } from '@agro/domain/messages';
import { clientePrincipal } from '../../db/schema/index.ts';
import { route } from '../../lib/route.ts';
import { selectContactos, upsertContacto } from './queries.ts';

/**
 * PUT /cp/perfil/{cp_id} (Modificar Perfil del Cliente): the company's data and both contacts in one
 * transaction, so a refused contact leaves the company's data as it was. Staff only, so the back
 * office's notes (`comentarios`) are written when sent.
 */
export function actualizarPerfilRoute(app: FastifyInstance) {
  const { ctx } = app;
  route(app, actualizarPerfilCp, async (request) => {
    const { datos, contacto, contactoSecundario } = request.body;
    const contactos = await ctx.database.db.transaction(async (tx) => {
      const cp = request.record;
      // An omitted `comentarios` is undefined, which the update leaves as stored.
      await tx
        .update(clientePrincipal)
        .set({ ...datos, dateModified: ctx.now() })
        .where(eq(clientePrincipal.cpId, cp.cpId));
      await upsertContacto(tx, cp.cpId, true, contacto);
      await upsertContacto(tx, cp.cpId, false, contactoSecundario);
      return selectContactos(tx, cp.cpId);
    });
    return { status: 'success', mensaje: MSG.clienteActualizado, contactos };
  });
}
