import { and, eq, inArray, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@agro/domain/constants';
import type { DbOrTx } from '../db/client.ts';
import { notificacion, usuario } from '../db/schema/index.ts';
import { notificar } from '../modules/notificacion/notificar.ts';

/**
 * In-app notice to every active Admin and Dev that a scheduled task ended in error. A task that
 * keeps failing (every 15 minutes, say) adds nothing for someone who has not yet read its last notice.
 */
export async function avisarFallaTarea(
  db: DbOrTx,
  t: { eventName: string; descripcion: string; slot: Date; detail: string; now: Date },
): Promise<number> {
  const prefijo = `tarea:${t.eventName}:`;
  const staff = await db
    .select({ usuarioId: usuario.usuarioId })
    .from(usuario)
    .where(
      and(
        inArray(usuario.tipoUsuario, [...STAFF_ROLES]),
        eq(usuario.isActive, true),
        sql`not exists (select 1 from ${notificacion} n where n.usuario_id = ${usuario.usuarioId} and n.read_at is null and starts_with(n.clave, ${prefijo}))`,
      ),
    );
  return notificar(db, {
    usuarioIds: staff.map((s) => s.usuarioId),
    tipo: 'tareas',
    titulo: `Falló la tarea ${t.eventName}`,
    cuerpo: `${t.descripcion}: ${t.detail}`,
    enlace: '/admin/desarrollador',
    clave: `${prefijo}${t.slot.toISOString()}`,
    fecha: t.now,
  });
}
