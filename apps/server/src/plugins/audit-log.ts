import type { FastifyInstance, FastifyRequest } from 'fastify';
import { logEntry } from '../db/schema/index.ts';
import { newFileName } from '../lib/crypto.ts';

const SECRET_KEY = /pass|token|cookie|secret|authorization/i;

/** Copies a value without anything that looks like a credential. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[…]';
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[oculto]' : redact(v, depth + 1)]),
    );
  }
  if (typeof value === 'string' && value.length > 500) return `${value.slice(0, 500)}…`;
  return value;
}

function eventType(status: number) {
  if (status >= 500) return 'error_servidor';
  if (status >= 400) return 'error_cliente';
  return 'exito';
}

// Paths carry tokens in a few routes (reset links); they are masked like body fields.
const maskPath = (url: string) =>
  url.split('?')[0]!.replace(/(usuario\/(?:validar|cambiar)\/)[^/]+/, '$1[oculto]').replace(/(usuario\/recuperar\/)[^/]+/, '$1[oculto]');

/** Records every state-changing API call and every server error (DECISIONS §9). */
export function registerAuditLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request: FastifyRequest, reply) => {
    const status = reply.statusCode;
    const writes = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (!request.url.startsWith('/api/') || (!writes && status < 500)) return;
    const body = request.isMultipart() ? { multipart: true } : redact(request.body ?? null);
    try {
      await app.ctx.database.db.insert(logEntry).values({
        createdAt: app.ctx.now(),
        apiUrl: maskPath(request.url),
        apiMethod: request.method,
        eventType: eventType(status),
        statusCode: status,
        durationMs: Math.round(reply.elapsedTime),
        usuarioId: request.user?.usuarioId ?? null,
        ip: request.ip,
        archivoNom: `log-${newFileName().slice(0, 12)}`,
        archivoExt: 'json',
        detalle: {
          ruta: request.routeOptions.url ?? null,
          params: redact(request.params ?? null),
          query: redact(request.query ?? null),
          body,
          usuario: request.user ? { usuario_id: request.user.usuarioId, email: request.user.email, rol: request.user.role } : null,
          respuesta: { status, mensaje: (reply as unknown as { auditMensaje?: string }).auditMensaje ?? null },
        },
      });
    } catch (err) {
      request.log.error({ err }, 'audit log write failed');
    }
  });
}
