import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@agro/domain/messages';
import { HttpError } from '../lib/errors.ts';

const catalogue = new Set<unknown>(Object.values(MSG).filter((m) => typeof m === 'string'));
const isCatalogueMessage = (m: string) => catalogue.has(m) || m.startsWith('El campo ');

/** One place turns every failure into `{status:"error", mensaje}`; 5xx never reveal their cause. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ status: 'error', mensaje: error.mensaje });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0]!;
      const campo =
        (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') ||
        error.validationContext ||
        'solicitud';
      const mensaje =
        issue.message && isCatalogueMessage(issue.message) ? issue.message : MSG.campoInvalido(campo);
      return reply.status(400).send({ status: 'error', mensaje, campo });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send({ status: 'error', mensaje: MSG.archivoMuyGrande });
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ status: 'error', mensaje: MSG.tipoArchivoNoPermitido });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ status: 'error', mensaje: MSG.campoInvalido('solicitud') });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ status: 'error', mensaje: MSG.errorInterno });
  });
}
