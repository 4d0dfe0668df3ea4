// What a pool thread runs for each task (lib/worker-pool.ts). An HttpError a task throws (a refused
// file, say) crosses back as plain data, since an Error's own fields do not survive the thread
// boundary, and the pool throws it again as the same HttpError on the request thread.
import { HttpError } from '../lib/errors.ts';

/** What each pool thread is started with (lib/worker-pool.ts). */
export interface PoolThreadData {
  nice: number;
}

export interface TaskMessage {
  name: string;
  input: unknown;
}

export interface RefusedByTask {
  __refused: { statusCode: number; mensaje: string };
}

type Loaders = Record<string, () => Promise<{ run(input: never): unknown }>>;

/** The default export of a pool entry: loads the named task's module (once per thread) and runs it. */
export function taskRunner(tasks: Loaders) {
  return async function runTask({ name, input }: TaskMessage): Promise<unknown> {
    const load = Object.hasOwn(tasks, name) ? tasks[name] : undefined;
    if (!load) throw new Error(`tarea desconocida: ${name}`);
    const task = await load();
    try {
      return await task.run(input as never);
    } catch (err) {
      if (err instanceof HttpError)
        return { __refused: { statusCode: err.statusCode, mensaje: err.mensaje } } satisfies RefusedByTask;
      throw err;
    }
  };
}
