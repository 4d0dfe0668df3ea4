import { eq } from 'drizzle-orm';
import { MANUALES, type Manual } from '@agro/domain/contracts/video';
import { videoTutorial } from '../db/schema/index.ts';
import { isStaff, type Actor } from '../lib/actor.ts';
import { asId, policy } from './types.ts';

/** Which tutorial manuals a role may watch: its own area's; staff every one. */
export function manualVisible(actor: Actor, manual: Manual): boolean {
  if (isStaff(actor)) return true;
  return actor.role === 'Empleado' ? manual === 'empleado' : manual === 'cliente';
}

/**
 * A tutorial manual named in the path (its list, its thumbnails): watched by its area's roles, 404
 * for anyone else, like one that does not exist (docs/decisions/007).
 */
export const manualPolicy = policy({
  load: async (_db, { key }) => (MANUALES.includes(key as Manual) ? { manual: key as Manual } : undefined),
  can: (actor, _action, m) => manualVisible(actor, m.manual),
});

/** A tutorial, watched by the roles of its manual (tutorials belong to no company). */
export const videoPolicy = policy({
  load: async (db, { key }) => {
    const [v] = await db
      .select()
      .from(videoTutorial)
      .where(eq(videoTutorial.videoId, asId(key)));
    return v;
  },
  can: (actor, _action, v) => manualVisible(actor, v.manual),
});
