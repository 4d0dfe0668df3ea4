import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@agro/domain/messages';
import { MSG_INDICES } from '@agro/domain/messages-raster';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { HttpError } from '../lib/errors.ts';
import { REQUEST_ID_HEADER } from '../lib/request-id.ts';

const catalogue = new Set<unknown>(
  [...Object.values(MSG), ...Object.values(MSG_INDICES)].filter((m) => typeof m === 'string'),
);
const isCatalogueMessage = (m: string) => catalogue.has(m) || m.startsWith('El campo ');

const RETRY_AFTER_SECONDS = '5';

const body = (mensaje: string) => ({ status: 'error' as const, mensaje });

// Errors of the multipart reader (busboy) for a body that is not valid multipart.
const MALFORMED_MULTIPART = /multipart|boundary|unexpected end of form|malformed part header/i;

// The most of an unread body read to keep its connection after a refusal.
const DRAIN_BYTES = 64 * 1024;

/**
 * One place turns every failure into `{status:"error", mensaje}`; 5xx never reveal their cause (a
 * database error's text, which quotes the SQL, is only logged).
 */
export function registerErrorHandler(app: FastifyInstance) {
  // RFC 9112 §9.3: a refusal sent before its request's body arrived (401/403 before reading, 413
  // part-way) must read the rest or close. A small rest is read and dropped, keeping the
  // connection; reading up to gigabytes to refuse them is what the early answer avoids, so then
  // the connection closes. (`complete` is undefined on app.inject's simulated requests.)
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || request.raw.complete !== false) return payload;
    if (Number(request.headers['content-length']) <= DRAIN_BYTES) request.raw.resume();
    else reply.header('connection', 'close');
    return payload;
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Every 5xx names its request, whose id is on each of its process log lines and its audit entry.
    const serverError = (status: number, mensaje: string) =>
      reply.status(status).send(body(MSG.conReferencia(mensaje, request.id)));
    if (error instanceof HttpError && error.headers) reply.headers(error.headers);
    if (error instanceof HttpError)
      return error.statusCode >= 500
        ? serverError(error.statusCode, error.mensaje)
        : reply.status(error.statusCode).send(body(error.mensaje));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0]!;
      const campo =
        (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') ||
        error.validationContext ||
        'solicitud';
      const mensaje =
        issue.message && isCatalogueMessage(issue.message) ? issue.message : MSG.campoInvalido(campo);
      return reply.status(400).send({ ...body(mensaje), campo });
    }
    const status = error.statusCode ?? 500;
    if (
      error.code === 'FST_PARTS_LIMIT' ||
      error.code === 'FST_FIELDS_LIMIT' ||
      error.code === 'FST_FILES_LIMIT'
    )
      return reply.status(413).send(body(MSG.demasiadasPartes));
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE')
      return reply.status(413).send(body(MSG.archivoMuyGrande));
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.status(415).send(body(MSG.tipoArchivoNoPermitido));
    if (status >= 400 && status < 500) return reply.status(status).send(body(MSG.campoInvalido('solicitud')));
    if (MALFORMED_MULTIPART.test(error.message ?? ''))
      return reply.status(400).send(body(MSG.multipartInvalido));
    // The database restarting or failing over: the client may retry in a moment (decision 015).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', RETRY_AFTER_SECONDS);
      return serverError(503, MSG.servicioNoDisponible);
    }
    request.log.error({ err: error }, 'unexpected error');
    return serverError(500, MSG.errorInterno);
  });
}

/** Fastify's own routing failures (a path that does not decode, a parameter too long) in our format. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return reply.status(status).header(REQUEST_ID_HEADER, request.id).send(body(MSG.rutaInvalida));
}

/** Answers a request the HTTP parser refused (headers or URL too large, garbage) with our JSON body. */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, mensaje] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', MSG.solicitudMuyGrande]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', MSG.solicitudExpirada]
        : [400, 'Bad Request', MSG.rutaInvalida];
  const json = JSON.stringify(body(mensaje));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  socket.destroy(err);
}
