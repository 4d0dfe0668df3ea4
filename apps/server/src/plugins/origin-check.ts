import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/errors.ts';
import { MSG } from '@agro/domain/messages';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/** Refuses state-changing requests whose Origin (or Referer) is neither PUBLIC_URL nor the request's own host. */
export function registerOriginCheck(app: FastifyInstance) {
  const publicOrigin = new URL(app.ctx.config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    // Non-browser clients send neither header; browsers always send Origin on cross-site writes.
    if (origin === null) return;
    const own = `${request.protocol}://${request.host}`;
    if (origin !== publicOrigin && origin !== own) throw forbidden(MSG.origenNoPermitido);
  });
}
