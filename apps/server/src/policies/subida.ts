import { selectSubida } from '../modules/subida/queries.ts';
import { policy } from './types.ts';

/**
 * A resumable upload is its creator's alone (decision 011): another staff member's is answered like
 * one that does not exist (404). Whether it is still open (not committed, not expired) is the tus
 * server's own state check.
 */
export const subidaPolicy = policy({
  load: (db, { key }) => selectSubida(db, String(key)),
  can: (actor, _action, row) => row.creadoPor === actor.usuarioId,
});
