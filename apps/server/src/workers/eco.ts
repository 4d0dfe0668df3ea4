import { threadId } from 'node:worker_threads';

export function run(input: unknown): { input: unknown; threadId: number } {
  return { input, threadId };
}
