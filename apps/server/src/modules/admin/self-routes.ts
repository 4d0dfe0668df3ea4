import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/actor.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import { adminDatosSchema } from '@agro/domain/schemas/admin';
import type { Db } from '../../db/client.ts';
import { admin, usuario } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

const adminColumns = {
  admin_id: admin.adminId,
  usuario_id: usuario.usuarioId,
  nombre: admin.nombre,
  apellido: admin.apellido,
  rut: admin.rut,
  telefono: admin.telefono,
  email: usuario.email,
  tipo_usuario: usuario.tipoUsuario,
};

const byUsuario = (db: Db, usuarioId: number) =>
  db
    .select(adminColumns)
    .from(usuario)
    .leftJoin(admin, eq(admin.usuarioId, usuario.usuarioId))
    .where(eq(usuario.usuarioId, usuarioId));

const adminParams = z.object({ admin_id: z.coerce.number().int().positive() });

/** GET /admin/self (the signed-in staff member; a bare Dev account may have no admin row) and PUT /admin/{admin_id}. */
export async function adminSelfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  app.get('/admin/self', { config: { access: 'staff' } }, async (request) => {
    return { status: 'success', admin: await byUsuario(db, actorOf(request).usuarioId) };
  });

  // Staff trust each other: any admin's data may be corrected by another admin.
  app.put(
    '/admin/:admin_id',
    { config: { access: 'staff' }, schema: { params: adminParams, body: adminDatosSchema } },
    async (request) => {
      const [row] = await db
        .update(admin)
        .set(request.body)
        .where(eq(admin.adminId, request.params.admin_id))
        .returning({ usuarioId: admin.usuarioId });
      if (!row) throw notFound();
      return {
        status: 'success',
        mensaje: MSG.usuarioActualizado,
        admin: await byUsuario(db, row.usuarioId),
      };
    },
  );
}
