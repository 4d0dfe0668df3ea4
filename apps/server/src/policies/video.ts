import { eq } from 'drizzle-orm';
import type { Manual } from '@agro/domain/contracts/video';
import { videoTutorial } from '../db/schema/index.ts';
import { isStaff, type Actor } from '../lib/actor.ts';
import { notFound } from '../lib/errors.ts';
import { asId, policy } from './types.ts';

/** Which tutorial manuals a role may watch: its own area's; staff every one. */
export function manualVisible(actor: Actor, manual: Manual): boolean {
  if (isStaff(actor)) return true;
  return actor.role === 'Empleado' ? manual === 'empleado' : manual === 'cliente';
}

/** 404 for a manual the caller may not watch, like one that does not exist (docs/decisions/007). */
export function assertManualVisible(actor: Actor, manual: Manual): void {
  if (!manualVisible(actor, manual)) throw notFound();
}

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
