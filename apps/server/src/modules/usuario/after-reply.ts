import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';

const pending = new WeakMap<AppContext, Set<Promise<void>>>();

/**
 * Runs a task after the current request has answered (on a later turn of the event loop), so its
 * work — a lookup, a new link, an SMTP exchange — neither delays the answer nor shows in its
 * timing. A failure is logged; the caller's answer never depends on it.
 */
export function afterReply(ctx: AppContext, task: () => Promise<void>, log: FastifyBaseLogger): void {
  let tasks = pending.get(ctx);
  if (!tasks) pending.set(ctx, (tasks = new Set()));
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((err: unknown) => log.error({ err }, 'deferred task failed'))
    .finally(() => tasks.delete(run));
  tasks.add(run);
}

/** Resolves once every task deferred so far has finished (the server before closing; tests). */
export async function afterReplySettled(ctx: AppContext): Promise<void> {
  const tasks = pending.get(ctx);
  while (tasks?.size) await Promise.all([...tasks]);
}
