import { z } from 'zod';

/**
 * For the browser: zod's fast path compiles validators with `new Function`, and merely probing for
 * it is reported as a violation of the app's Content-Security-Policy (no 'unsafe-eval'). Jitless
 * validation is as correct and fast enough for forms.
 */
export function zodSinEval(): void {
  z.config({ jitless: true });
}
