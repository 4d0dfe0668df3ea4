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
