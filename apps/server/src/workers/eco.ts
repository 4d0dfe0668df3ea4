import { getPriority } from 'node:os';
import { threadId } from 'node:worker_threads';

/** Answers its input with where it ran: the thread and that thread's scheduling priority. */
export function run(input: unknown): { input: unknown; threadId: number; prioridad: number } {
  return { input, threadId, prioridad: getPriority() };
}
