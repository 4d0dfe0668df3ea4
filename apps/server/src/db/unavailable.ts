// Errors that mean "the database cannot be reached right now" rather than "this query is wrong": a
// PostgreSQL restart or failover, an idle-connection reaper, a refused or timed-out connection.
// Requests that meet one answer 503 (plugins/error-handler.ts) and the pool opens new connections
// for the next ones.

// SQLSTATE classes and codes: 08 connection exception, 57P01–57P03 admin/crash shutdown and
// "cannot connect now" (starting up, recovery), 53300 too many connections.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
// Socket-level failures of the client (node's codes).
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// node-postgres's own messages for a connection that died or never came (they carry no code).
const PG_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;

interface ErrorLike {
  code?: unknown;
  severity?: unknown;
  message?: unknown;
  cause?: unknown;
}

function unavailable(e: ErrorLike): boolean {
  const code = typeof e.code === 'string' ? e.code : '';
  if (UNAVAILABLE_SQLSTATE.test(code) || NETWORK.has(code)) return true;
  // A FATAL error ends the session: the connection is gone whatever the reason (e.g. a database
  // that stopped accepting connections, 55000).
  if (e.severity === 'FATAL') return true;
  return typeof e.message === 'string' && PG_MESSAGES.test(e.message);
}

/** Whether an error (or one it wraps, as drizzle's query errors do) says the database is unreachable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  for (
    let e = err as ErrorLike | undefined;
    e && typeof e === 'object' && !seen.has(e);
    e = e.cause as ErrorLike
  ) {
    seen.add(e);
    if (unavailable(e)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** postgres://user:secret@host/db → postgres://user:***@host/db, for log lines. */
export function maskDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '[url no válida]';
  }
}
