import { and, eq, inArray } from 'drizzle-orm';
import type { TipoNotificacion } from '@agro/domain/schemas/notificacion';
import type { DbOrTx } from '../../db/client.ts';
import { notificacion, preferenciaNotificacion } from '../../db/schema/index.ts';
import { metrics } from '../../lib/metrics.ts';

/** What happened, for whom: one in-app notice per user. */
export interface Aviso {
  usuarioIds: number[];
  tipo: TipoNotificacion;
  titulo: string;
  cuerpo: string;
  /** A path of the web app the notice opens, e.g. `/cliente-principal/finanzas`. */
  enlace: string | null;
  /** Names the event (e.g. `carga:12`): a user gets one notice per clave however often it is emitted. */
  clave?: string;
  fecha?: Date;
}

const TITULO_MAX = 200;
const CUERPO_MAX = 1000;

/** The users among `usuarioIds` who turned `canal` off for `tipo` (no row means on). */
async function apagados(db: DbOrTx, usuarioIds: number[], tipo: TipoNotificacion, canal: 'correo' | 'app') {
  const rows = await db
    .select({ usuarioId: preferenciaNotificacion.usuarioId })
    .from(preferenciaNotificacion)
    .where(
      and(
        inArray(preferenciaNotificacion.usuarioId, usuarioIds),
        eq(preferenciaNotificacion.tipo, tipo),
        eq(preferenciaNotificacion[canal], false),
      ),
    );
  return new Set(rows.map((r) => r.usuarioId));
}

/**
 * Stores an in-app notice for each user who has not turned the kind off. Pass the caller's
 * transaction where there is one, so the notice commits (or not) with what it reports. Returns
 * how many notices were added (a repeated `clave` adds none).
 */
export async function notificar(db: DbOrTx, aviso: Aviso): Promise<number> {
  const ids = [...new Set(aviso.usuarioIds)];
  if (ids.length === 0) return 0;
  const fuera = await apagados(db, ids, aviso.tipo, 'app');
  const para = ids.filter((id) => !fuera.has(id));
  if (para.length === 0) return 0;
  const added = await db
    .insert(notificacion)
    .values(
      para.map((usuarioId) => ({
        usuarioId,
        tipo: aviso.tipo,
        titulo: aviso.titulo.slice(0, TITULO_MAX),
        cuerpo: aviso.cuerpo.slice(0, CUERPO_MAX),
        enlace: aviso.enlace,
        clave: aviso.clave ?? null,
        ...(aviso.fecha ? { createdAt: aviso.fecha } : {}),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notificacion.notificacionId });
  metrics.notificationsCreated(aviso.tipo, added.length);
  return added.length;
}

/** The recipients (with their address) who still want `tipo` by e-mail; every platform e-mail of a kind goes through here. */
export async function quierenCorreo<T extends { usuarioId: number }>(
  db: DbOrTx,
  tipo: TipoNotificacion,
  destinatarios: T[],
): Promise<T[]> {
  if (destinatarios.length === 0) return [];
  const fuera = await apagados(
    db,
    destinatarios.map((d) => d.usuarioId),
    tipo,
    'correo',
  );
  return destinatarios.filter((d) => !fuera.has(d.usuarioId));
}
