import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clientePrincipal, empleado, usuario } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { requireRole } from '../../plugins/auth.ts';

/** The columns an employee record is answered with (spec 000 §3, 001 §3). */
export const empleadoColumns = {
  empleado_id: empleado.empleadoId,
  usuario_id: empleado.usuarioId,
  identificador: empleado.cpId,
  cp_id: empleado.cpId,
  empleadorel_id: empleado.empleadorelId,
  nombre: empleado.nombre,
  apellido: empleado.apellido,
  rut: empleado.rut,
  telefono: empleado.telefono,
  cargo: empleado.cargo,
  email: usuario.email,
  tipo_usuario: usuario.tipoUsuario,
  nombre_empresa: clientePrincipal.nombre,
  is_active: empleado.isActive,
  date_entered: empleado.dateEntered,
  avatar_nom: usuario.avatarNom,
  avatar_ext: usuario.avatarExt,
};

/** GET /empleado/self: the signed-in employee. */
export async function empleadoSelfRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  app.get('/empleado/self', { preHandler: requireRole('Empleado') }, async (request) => {
    const rows = await db
      .select(empleadoColumns)
      .from(empleado)
      .innerJoin(usuario, eq(usuario.usuarioId, empleado.usuarioId))
      .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, empleado.cpId))
      .where(eq(empleado.usuarioId, request.user!.usuarioId));
    if (rows.length === 0) throw notFound();
    return { status: 'success', empleado: rows };
  });
}
