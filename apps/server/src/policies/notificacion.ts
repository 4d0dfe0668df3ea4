import { eq } from 'drizzle-orm';
import { notificacion } from '../db/schema/index.ts';
import type { Actor } from '../lib/actor.ts';
import { asId, policy } from './types.ts';

/**
 * A notice is its user's alone, staff included: another user's id is answered like one that does
 * not exist (404).
 */
export const notificacionPolicy = policy({
  load: async (db, { key }) => {
    const [row] = await db
      .select({ notificacionId: notificacion.notificacionId, usuarioId: notificacion.usuarioId })
      .from(notificacion)
      .where(eq(notificacion.notificacionId, asId(key)));
    return row;
  },
  can: (actor, _action, row) => row.usuarioId === actor.usuarioId,
});

/** The scope of every list and bulk change of notices: the caller's own. */
export const propias = (actor: Actor) => eq(notificacion.usuarioId, actor.usuarioId);
