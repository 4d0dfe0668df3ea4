import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminDatosSchema } from '@agro/domain/schemas/admin';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { admin, usuario } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
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

// A bare Dev account may have no admin row: its personal fields come back null.
const byUsuario = (db: DbOrTx, usuarioId: number) =>
  db
    .select(adminColumns)
    .from(usuario)
    .leftJoin(admin, eq(admin.usuarioId, usuario.usuarioId))
    .where(eq(usuario.usuarioId, usuarioId));

/** GET /admin/self: the signed-in staff member. */
export const propio = (ctx: AppContext, actor: Actor) => byUsuario(ctx.database.db, actor.usuarioId);

/** PUT /admin/{admin_id}: staff trust each other, so any admin's data may be corrected by another. */
export async function actualizar(ctx: AppContext, adminId: number, datos: z.output<typeof adminDatosSchema>) {
  const { db } = ctx.database;
  const [row] = await db
    .update(admin)
    .set(datos)
    .where(eq(admin.adminId, adminId))
    .returning({ usuarioId: admin.usuarioId });
  if (!row) throw notFound();
  return byUsuario(db, row.usuarioId);
}
