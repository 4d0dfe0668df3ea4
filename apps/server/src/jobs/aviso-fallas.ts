import { and, eq, inArray } from 'drizzle-orm';
import { STAFF_ROLES } from '@agro/domain/constants';
import type { DbOrTx } from '../db/client.ts';
import { usuario } from '../db/schema/index.ts';
import { notificar } from '../modules/notificacion/notificar.ts';

/** In-app notice to every active Admin and Dev that a scheduled task ended in error (once per run). */
export async function avisarFallaTarea(
  db: DbOrTx,
  t: { eventName: string; descripcion: string; slot: Date; detail: string; now: Date },
): Promise<number> {
  const staff = await db
    .select({ usuarioId: usuario.usuarioId })
    .from(usuario)
    .where(and(inArray(usuario.tipoUsuario, [...STAFF_ROLES]), eq(usuario.isActive, true)));
  return notificar(db, {
    usuarioIds: staff.map((s) => s.usuarioId),
    tipo: 'tareas',
    titulo: `Falló la tarea ${t.eventName}`,
    cuerpo: `${t.descripcion}: ${t.detail}`,
    enlace: '/admin/desarrollador',
    clave: `tarea:${t.eventName}:${t.slot.toISOString()}`,
    fecha: t.now,
  });
}
