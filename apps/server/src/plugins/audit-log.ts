import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EventType } from '@agro/domain/schemas/operaciones';
import { sql } from 'drizzle-orm';
import { logEntry, usuario } from '../db/schema/index.ts';
import { newFileName } from '../lib/crypto.ts';
import { HIDDEN, maskPath } from '../lib/logging.ts';

const SECRET_KEY = /pass|token|cookie|secret|authorization|clave|contrase/i;

declare module 'fastify' {
  interface FastifyRequest {
    /** The `mensaje` of the answer, kept for the log entry. */
    auditMensaje?: string;
  }
  interface FastifyInstance {
    /** Resolves once every log entry of the answers sent so far is written (tests, shutdown). */
    auditFlush(): Promise<void>;
    /** Failures of the audit log since start, shown by GET status. */
    auditHealth: AuditHealth;
  }
}

/** Counts audit-log writes that lost their detail or failed, so the developer menu can show them. */
export class AuditHealth {
  perdidas = 0;
  sinDetalle = 0;
  ultimoError: { at: string; mensaje: string } | null = null;

  degraded(err: unknown) {
    this.sinDetalle += 1;
    this.record(err);
  }

  failed(err: unknown) {
    this.perdidas += 1;
    this.record(err);
  }

  private record(err: unknown) {
    const mensaje = err instanceof Error ? err.message : String(err);
    this.ultimoError = { at: new Date().toISOString(), mensaje: mensaje.slice(0, 300) };
  }

  get status(): 'ok' | 'error' {
    return this.perdidas + this.sinDetalle > 0 ? 'error' : 'ok';
  }
}

/** Copies a value without anything that looks like a credential. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? HIDDEN : redact(v, depth + 1)]),
    );
  }
  if (typeof value === 'string' && value.length > 500) return `${value.slice(0, 500)}…`;
  return value;
}

/** The outcome class of an HTTP status. */
export function eventType(status: number): EventType {
  if (status >= 500) return 'error_servidor';
  if (status >= 400) return 'error_cliente';
  return 'exito';
}

// A body that is not an object (text/plain, a bare JSON string) may be a secret as a whole.
function bodyOf(request: FastifyRequest): unknown {
  if (request.isMultipart()) return { multipart: true };
  const body = request.body ?? null;
  if (typeof body === 'string') return `[texto de ${body.length} caracteres]`;
  return redact(body);
}

function mensajeOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string' || payload.length > 20_000 || !payload.startsWith('{')) return undefined;
  try {
    const m = (JSON.parse(payload) as { mensaje?: unknown }).mensaje;
    return typeof m === 'string' ? m.slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
const shouldLog = (request: FastifyRequest, status: number) =>
  request.url.startsWith('/api/') && (isWrite(request.method) || status >= 500);

/**
 * Records every state-changing API call and every server error (docs/RULES.md#operations): who, when, method,
 * URL, outcome and duration. Passwords, tokens and cookies never reach the entry: headers are not
 * kept, credential-like fields are replaced and token-bearing paths are masked.
 */
export function registerAuditLog(app: FastifyInstance) {
  app.decorate('auditHealth', new AuditHealth());
  app.addHook('onSend', async (request, reply, payload) => {
    if (shouldLog(request, reply.statusCode)) request.auditMensaje = mensajeOf(payload);
    return payload;
  });

  // Entries are written after the answer is sent; pending writes are tracked so they can be awaited.
  const pending = new Set<Promise<void>>();
  app.decorate('auditFlush', async () => {
    await Promise.all([...pending]);
  });
  app.addHook('onClose', async () => {
    await Promise.all([...pending]);
  });

  app.addHook('onResponse', (request, reply, done) => {
    if (shouldLog(request, reply.statusCode)) {
      const at = app.ctx.now();
      const write = writeEntry(app, request, at, reply.statusCode, Math.round(reply.elapsedTime)).finally(
        () => pending.delete(write),
      );
      pending.add(write);
    }
    done();
  });
}

// A successful sign-in has no session yet when it starts: its author is the account that signed in.
async function signedInNow(
  app: FastifyInstance,
  request: FastifyRequest,
  status: number,
): Promise<number | null> {
  const email = (request.body as { email?: unknown } | null)?.email;
  if (status >= 300 || typeof email !== 'string' || !request.url.split('?')[0]!.endsWith('/usuario/logear'))
    return null;
  const [row] = await app.ctx.database.db
    .select({ id: usuario.usuarioId })
    .from(usuario)
    .where(sql`lower(${usuario.email}) = ${email.trim().toLowerCase()}`);
  return row?.id ?? null;
}

// PostgreSQL cannot store NUL in text or JSON: it is kept visible as U+FFFD instead of failing the write.
const clean = (text: string) => text.replaceAll('\u0000', '\uFFFD');

/** Copies a value with every NUL character replaced, so any input can be recorded. */
export function sanitize(value: unknown): unknown {
  if (typeof value === 'string') return clean(value);
  if (Array.isArray(value)) return value.map(sanitize);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [clean(k), sanitize(v)]));
  return value;
}

async function writeEntry(
  app: FastifyInstance,
  request: FastifyRequest,
  at: Date,
  status: number,
  durationMs: number,
) {
  const actor = request.actor;
  const respuesta = { status, event_type: eventType(status), mensaje: request.auditMensaje ?? null };
  const entry = {
    createdAt: at,
    apiUrl: clean(maskPath(request.url)).slice(0, 500),
    apiMethod: request.method,
    eventType: eventType(status),
    statusCode: status,
    durationMs,
    usuarioId: actor?.usuarioId ?? null,
    ip: request.ip,
    requestId: request.id,
    archivoNom: `log-${newFileName().slice(0, 12)}`,
    archivoExt: 'json',
  };
  const detalle = {
    ruta: request.routeOptions.url ?? null,
    params: redact(request.params ?? null),
    query: redact(request.query ?? null),
    body: bodyOf(request),
    usuario: actor ? { usuario_id: actor.usuarioId, email: actor.email, rol: actor.role } : null,
    respuesta,
    duracion_ms: durationMs,
    user_agent: (request.headers['user-agent'] ?? '').slice(0, 200) || null,
  };
  const { db } = app.ctx.database;
  try {
    const usuarioId = entry.usuarioId ?? (await signedInNow(app, request, status));
    await db.insert(logEntry).values({ ...entry, usuarioId, detalle: sanitize(detalle) });
  } catch (first) {
    // The call happened: record at least who, what and the outcome, then report the failure.
    try {
      await db.insert(logEntry).values({
        ...entry,
        detalle: { ruta: detalle.ruta, respuesta, detalle_no_registrable: true },
      });
      app.auditHealth.degraded(first);
      request.log.error({ err: first }, 'audit log entry stored without its detail');
    } catch (err) {
      app.auditHealth.failed(err);
      request.log.error({ err, url: entry.apiUrl, method: entry.apiMethod }, 'AUDIT LOG WRITE FAILED');
    }
  }
}
