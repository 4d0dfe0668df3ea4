import { eq } from 'drizzle-orm';
import { notificacion } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';

/**
 * Every notification query is scoped here: a user only ever reads or changes its own notices,
 * staff included. Another user's id is answered like one that does not exist (404).
 */
export const propias = (actor: Actor) => eq(notificacion.usuarioId, actor.usuarioId);
