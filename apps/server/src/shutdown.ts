import type { App } from './app.ts';
import type { AppContext } from './context.ts';
import type { Scheduler } from './jobs/scheduler.ts';

// In-flight requests get this long to finish (a report upload on a slow link may need it); then
// their connections are cut. Orchestrators wait ~30 s before SIGKILL (compose.yaml sets 30 s).
const REQUESTS_GRACE_MS = 20_000;
// A scheduled task still running (sending reminder mail) gets this long once requests are done.
const JOBS_GRACE_MS = 5_000;

/** Resolves with the promise, or after `ms` (calling `onTimeout`) if it takes longer. */
async function bounded(promise: Promise<unknown>, ms: number, onTimeout: () => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      onTimeout();
      resolve();
    }, ms);
  });
  try {
    await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stops the process cleanly: readiness answers 503 and the listener closes (new connections are
 * refused; a request on a keep-alive connection still open gets 503), in-flight requests finish
 * within a bound, the scheduler stops after its current task, the audit log is flushed, then
 * storage and database are closed. README "What a load balancer sees on SIGTERM" describes it.
 */
export async function shutdown(
  app: App,
  ctx: AppContext,
  scheduler: Scheduler | null,
  opts: { requestsGraceMs?: number } = {},
): Promise<void> {
  ctx.shuttingDown = true;
  const jobs = scheduler?.stop() ?? Promise.resolve();
  // app.close() stops listening, answers 503 to new requests on open keep-alive connections and
  // resolves when the last in-flight request has been answered.
  const closing = app.close();
  // A keep-alive connection whose request just finished would otherwise hold the close open until
  // its idle timeout: close each one as soon as it is idle.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await bounded(closing, opts.requestsGraceMs ?? REQUESTS_GRACE_MS, () => {
      app.log.warn('apagado: se cortan las solicitudes que no terminaron a tiempo');
      app.server.closeAllConnections();
    });
    await closing;
  } finally {
    clearInterval(idle);
  }
  await bounded(jobs, JOBS_GRACE_MS, () => app.log.warn('apagado: una tarea programada no terminó a tiempo'));
  await app.auditFlush();
  ctx.storage.close?.();
  await ctx.database.close();
}
