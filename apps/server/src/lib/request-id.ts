import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

// What a proxy's id may look like (nginx's $request_id, a UUID, a trace id): no spaces, quotes or
// separators that could forge a log field or a header.
const INCOMING_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{7,63}$/;

/** Whether the peer that sent `req` is a proxy TRUST_PROXY names (the only one whose X-Request-Id counts). */
function trustedPeer(trust: Config['trustProxy']): (req: IncomingMessage) => boolean {
  if (trust === false) return () => false;
  if (trust === true) return () => true;
  const test = typeof trust === 'function' ? trust : proxyAddr.compile(trust.split(',').map((s) => s.trim()));
  return (req) => test(req.socket?.remoteAddress ?? '', 0);
}

/**
 * Fastify's `genReqId`: a random 16-hex-digit id, or the proxy's well-formed `X-Request-Id` when the
 * request comes from a trusted proxy, so one id follows the request from nginx's log to ours.
 */
export function requestIdGenerator(trust: Config['trustProxy']): (req: IncomingMessage) => string {
  const fromProxy = trustedPeer(trust);
  return (req) => {
    const incoming = req.headers[REQUEST_ID_HEADER];
    if (typeof incoming === 'string' && INCOMING_ID.test(incoming) && fromProxy(req)) return incoming;
    return randomBytes(8).toString('hex');
  };
}

/**
 * Every answer carries its request's id. Set on the raw response first thing, so it is there for
 * answers Fastify does not send itself (the hijacked tus routes) and for refusals of early hooks.
 */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
}
