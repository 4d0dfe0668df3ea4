import type { FastifyServerOptions } from 'fastify';
import { err as stdErr, type SerializedError } from 'pino-std-serializers';
import { traceLogFields } from './tracing.ts';

/** What replaces a secret in a log line or an audit entry. */
export const HIDDEN = '[oculto]';

// An address as it appears in a path (maybe percent-encoded), a message or a driver's error detail.
// The local part cannot start at a "/", so scoped package paths in stack traces are left alone.
const EMAIL = /[\w.!#$&'*+=^`{|}~-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;

/** Replaces every e-mail address in `text`. */
export const maskEmails = (text: string) => text.replace(EMAIL, HIDDEN);

/**
 * The path of a URL as logs may show it: no query string (a reset link's `?t=` token), reset tokens
 * and the recovery address masked, and any other e-mail address masked. Used by the process log and
 * the audit log alike.
 */
export const maskPath = (url: string) =>
  maskEmails(
    url
      .split('?')[0]!
      .replace(/(usuario\/(?:validar|cambiar)\/)[^/]+/, `$1${HIDDEN}`)
      .replace(/(usuario\/recuperar\/)[^/]+/, `$1${HIDDEN}`),
  );

// A failed Drizzle query carries its SQL and bound values (addresses, hashes) in `params` and in
// its message; a PostgreSQL error repeats a duplicate value in `detail`.
const QUERY_PARAMS = /\nparams: [\s\S]*$/;
const scrub = (text: unknown) =>
  typeof text === 'string' ? maskEmails(text.replace(QUERY_PARAMS, `\nparams: ${HIDDEN}`)) : text;

/** pino's error serializer, without query parameters or e-mail addresses. */
export function safeErr(error: Error): SerializedError {
  const out = stdErr(error);
  if ((out as unknown) === error) return out;
  const fields = out as unknown as Record<string, unknown>;
  delete fields.params;
  delete fields.parameters;
  for (const key of ['message', 'stack', 'detail', 'query'])
    if (key in fields) fields[key] = scrub(fields[key]);
  // Scrubbing the parameters also cuts the driver's reason that pino appends to the message, and
  // without it a failed query says nothing about why it failed.
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) fields.cause = safeErr(cause);
  return out;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/**
 * The process log: one JSON object per line, each line of a request tagged with its `reqId` (and,
 * when tracing is on, its trace). URLs are logged through maskPath and no header is logged, so
 * tokens, cookies and addresses never reach stdout (issue 24 item 9).
 */
export function loggerOptions(stream?: NodeJS.WritableStream): LoggerOptions {
  return {
    level: 'info',
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: LoggedRequest) => ({ method: req.method, url: maskPath(req.url), remoteAddress: req.ip }),
      err: safeErr,
    },
    hooks: {
      // Free-text messages are masked too: a job's detail or a driver's message may quote an address.
      logMethod(args, method) {
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? maskEmails(a) : a)) as Parameters<typeof method>,
        );
      },
    },
    mixin: traceLogFields,
  };
}
