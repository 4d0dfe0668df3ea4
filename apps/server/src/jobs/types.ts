import type { AppContext } from '../context.ts';

/** What a job reports: whether it fully succeeded and a one-line Spanish summary. */
export interface JobResult {
  ok: boolean;
  detail: string;
}

export type Job = (ctx: AppContext, now: Date) => Promise<JobResult>;
