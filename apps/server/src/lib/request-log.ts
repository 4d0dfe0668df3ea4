// Fastify is imported here as a value, so this module is kept apart from lib/logging.ts, which
// lib/telemetry.ts loads before the instrumentations are registered (they patch modules as they load).
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One process log line per request, when its answer has left: method, masked URL, address, status
 * and time. Fastify's own writes two (incoming and completed), each a synchronous write (issue 25:
 * one line instead of two gave the viewers' file list 8 % more requests and a third off its p99 in
 * the bench). Fastify's other request lines (errors while answering, unknown routes) are kept.
 */
export class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** A request whose client left before its answer gets its line too (no answer ever completes it). */
export function registerAbortLog(app: FastifyInstance) {
  app.addHook('onRequestAbort', (request, done) => {
    request.log.info({ req: request }, 'request aborted');
    done();
  });
}
