import { canManageCp } from './rules.ts';
import { findCp } from '../lib/lookups.ts';
import { asId, policy } from './types.ts';

/** A company: staff, or its own principal client (whose company check already answered 403). */
export const cpPolicy = policy({
  load: (db, { key }) => findCp(db, asId(key)),
  can: (actor, _action, cp) => canManageCp(actor, cp.cpId),
});
