import { MSG } from '@agro/domain/messages';
import { notify } from './notify.ts';
import { ApiError, failureMessage } from './request.ts';

/**
 * Shows why a modal's action failed and, when the session is gone, closes the modal (docs/RULES.md#api).
 * `explains` picks the server answers whose own message is clearer than the fallback (e.g. a 409).
 */
export function notifyModalFailure(
  err: unknown,
  fallback: string,
  close: () => void,
  explains?: (e: ApiError) => boolean,
): string {
  const msg = err instanceof ApiError && explains?.(err) ? err.mensaje : failureMessage(err, fallback);
  notify.error(msg);
  if (msg === MSG.inicieSesion) close();
  return msg;
}

/**
 * A modal's action from start to end: on success its toast and the modal closes; on failure
 * notifyModalFailure. Answers whether it succeeded (for what follows, e.g. leaving a deleted record).
 */
export async function enModal(
  accion: () => Promise<unknown>,
  m: { ok: string; fallo: string; onClose: () => void; explains?: (e: ApiError) => boolean },
): Promise<boolean> {
  try {
    await accion();
  } catch (err) {
    notifyModalFailure(err, m.fallo, m.onClose, m.explains);
    return false;
  }
  notify.success(m.ok);
  m.onClose();
  return true;
}
