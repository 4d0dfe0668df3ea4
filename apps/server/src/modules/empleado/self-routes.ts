import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import { empleadoUpdateSchema } from '@agro/domain/schemas/empleado';
import { clientePrincipal, empleado, usuario } from '../../db/schema/index.ts';
import { actorOf } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/errors.ts';

import { listLinkedParcelas, loadEditableEmpleado, updateEmpleado } from './self-service.ts';

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

const empleadoIdParams = z.object({ empleado_id: z.coerce.number().int().positive() });

/** GET /empleado/self, PUT /empleado/{empleado_id}, GET /empleado/parcela/listar (spec 000 §7). */
export async function empleadoSelfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx.database;

  app.get('/empleado/self', { config: { access: 'empleado' } }, async (request) => {
    const rows = await db
      .select(empleadoColumns)
      .from(empleado)
      .innerJoin(usuario, eq(usuario.usuarioId, empleado.usuarioId))
      .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, empleado.cpId))
      .where(eq(empleado.usuarioId, actorOf(request).usuarioId));
    if (rows.length === 0) throw notFound();
    return { status: 'success', empleado: rows };
  });

  // One handler for every role; the tenancy rule lives in loadEditableEmpleado.
  app.put(
    '/empleado/:empleado_id',
    { config: { access: 'session' }, schema: { params: empleadoIdParams, body: empleadoUpdateSchema } },
    async (request) => {
      const actor = actorOf(request);
      const row = await loadEditableEmpleado(db, actor, request.params.empleado_id);
      await updateEmpleado(db, actor, row, request.body);
      return { status: 'success', mensaje: MSG.usuarioActualizado };
    },
  );

  app.get('/empleado/parcela/listar', { config: { access: 'empleado' } }, async (request) => {
    const actor = actorOf(request);
    if (actor.role !== 'Empleado') throw forbidden();
    return { status: 'success', parcelas: await listLinkedParcelas(db, actor.parcelaIds) };
  });
}
