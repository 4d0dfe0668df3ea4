import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { MSG } from '@agro/domain/messages';
import {
  TIPO_NOTIFICACION_INFO,
  tiposDeRol,
  type NotificacionesQuery,
  type PreferenciasBody,
} from '@agro/domain/schemas/notificacion';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notificacion, preferenciaNotificacion } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { RecordOf } from '../../policies/index.ts';
import { propias } from '../../policies/notificacion.ts';

const columnas = {
  notificacion_id: notificacion.notificacionId,
  tipo: notificacion.tipo,
  titulo: notificacion.titulo,
  cuerpo: notificacion.cuerpo,
  enlace: notificacion.enlace,
  created_at: notificacion.createdAt,
  read_at: notificacion.readAt,
};

/** How many of the caller's notices are unread. */
export async function noLeidas(db: DbOrTx, actor: Actor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notificacion)
    .where(and(propias(actor), isNull(notificacion.readAt)));
  return row?.n ?? 0;
}

/** One page of the caller's notices, newest first, with the total and the unread count. */
export async function listar(ctx: AppContext, actor: Actor, q: NotificacionesQuery) {
  const { db } = ctx.database;
  const [notificaciones, [total], sinLeer] = await Promise.all([
    db
      .select(columnas)
      .from(notificacion)
      .where(propias(actor))
      .orderBy(desc(notificacion.createdAt), desc(notificacion.notificacionId))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(notificacion).where(propias(actor)),
    noLeidas(db, actor),
  ]);
  return { notificaciones, total: total?.n ?? 0, no_leidas: sinLeer, page: q.page, limit: q.limit };
}

/** Marks one of the caller's notices (the route's record) read, keeping the first reading time. */
export async function marcarLeida(ctx: AppContext, actor: Actor, n: RecordOf<'notificacion'>) {
  const { db } = ctx.database;
  const [row] = await db
    .update(notificacion)
    .set({ readAt: sql`coalesce(${notificacion.readAt}, ${ctx.now().toISOString()}::timestamptz)` })
    .where(eq(notificacion.notificacionId, n.notificacionId))
    .returning(columnas);
  // Deleted between the policy's read and this update (a user's notices go with its account).
  if (!row) throw notFound(MSG.notificacionNoEncontrada);
  return { notificacion: row, no_leidas: await noLeidas(db, actor) };
}

/** "Marcar todo como leído": every unread notice of the caller. */
export async function marcarTodas(ctx: AppContext, actor: Actor) {
  const { db } = ctx.database;
  const rows = await db
    .update(notificacion)
    .set({ readAt: ctx.now() })
    .where(and(propias(actor), isNull(notificacion.readAt)))
    .returning({ id: notificacion.notificacionId });
  return { marcadas: rows.length, no_leidas: await noLeidas(db, actor) };
}

/** The caller's channels for each kind its role receives (both on unless changed). */
export async function preferencias(db: DbOrTx, actor: Actor) {
  const rows = await db
    .select()
    .from(preferenciaNotificacion)
    .where(eq(preferenciaNotificacion.usuarioId, actor.usuarioId));
  return tiposDeRol(actor.role).map((tipo) => {
    const info = TIPO_NOTIFICACION_INFO[tipo];
    const row = rows.find((r) => r.tipo === tipo);
    return {
      tipo,
      etiqueta: info.etiqueta,
      descripcion: info.descripcion,
      correo: info.correo && (row?.correo ?? true),
      app: row?.app ?? true,
      correo_disponible: info.correo,
    };
  });
}

/** Saves the caller's channels; a kind its role never receives answers 400. */
export async function guardarPreferencias(ctx: AppContext, actor: Actor, body: PreferenciasBody) {
  const { db } = ctx.database;
  const propiosTipos = tiposDeRol(actor.role);
  if (body.preferencias.some((p) => !propiosTipos.includes(p.tipo)))
    throw badRequest(MSG.tipoNotificacionAjeno);
  await db.transaction(async (tx) => {
    for (const p of body.preferencias)
      await tx
        .insert(preferenciaNotificacion)
        .values({ usuarioId: actor.usuarioId, tipo: p.tipo, correo: p.correo, app: p.app })
        .onConflictDoUpdate({
          target: [preferenciaNotificacion.usuarioId, preferenciaNotificacion.tipo],
          set: { correo: p.correo, app: p.app },
        });
  });
  return preferencias(db, actor);
}
