import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { admin, usuario } from '../../db/schema/index.ts';
import { requireStaff } from '../../plugins/auth.ts';

/** GET /admin/self: the signed-in staff member (admin row may be absent for a bare Dev account). */
export async function adminSelfRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  app.get('/admin/self', { preHandler: requireStaff }, async (request) => {
    const rows = await db
      .select({
        admin_id: admin.adminId,
        usuario_id: usuario.usuarioId,
        nombre: admin.nombre,
        apellido: admin.apellido,
        rut: admin.rut,
        telefono: admin.telefono,
        email: usuario.email,
        tipo_usuario: usuario.tipoUsuario,
      })
      .from(usuario)
      .leftJoin(admin, eq(admin.usuarioId, usuario.usuarioId))
      .where(eq(usuario.usuarioId, request.user!.usuarioId));
    return { status: 'success', admin: rows };
  });
}
