import type { Transferable } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { MSG } from '@agro/domain/messages';
import type { PoolThreadData, RefusedByTask, TaskMessage } from '../workers/runner.ts';
import type { TaskInput, TaskName, TaskOutput } from '../workers/tasks.ts';
import { HttpError } from './errors.ts';

// From the TypeScript sources (development, tests) the threads load the entry as TypeScript, which
// Node 24 runs by stripping types; from the compiled bundle, esbuild's `worker.js` beside it.
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const ENTRY = FROM_SOURCES
  ? new URL('../workers/entry.ts', import.meta.url)
  : new URL('./worker.js', import.meta.url);

/** A task stopped because it outgrew its thread's memory (`resourceLimits`): the input was too big. */
export class WorkerMemoryError extends Error {}
/** A task stopped because it ran past its time limit. */
export class WorkerTimeoutError extends Error {}

export interface PoolOptions {
  /** Threads at most; they start on demand and stop after `idleMs` without work. */
  maxThreads: number;
  /** Tasks waiting for a thread at most; beyond it `run` answers 503 at once instead of queueing. */
  maxQueue: number;
  /** Heap of each thread: a task that needs more is stopped (WorkerMemoryError), not the process. */
  heapMb: number;
  idleMs?: number;
  /**
   * The threads' scheduling priority (nice, 0–19; at least the process's own): background work yields the cores to the thread
   * serving requests when both want them (Linux schedules each thread on its own; workers/entry.ts).
   */
  nice?: number;
  /** Tasks one thread runs at once: more than one for tasks that mostly wait (an export's reads). */
  concurrentTasksPerWorker?: number;
  /** Another entry module (tests). */
  entry?: URL;
}

export interface RunOptions {
  /** The task is stopped (its thread terminated) after this long: WorkerTimeoutError. */
  timeoutMs?: number;
  signal?: AbortSignal;
  transferList?: readonly Transferable[];
}

/** A pool of worker threads for CPU-heavy work that must not run on the thread serving requests. */
export class WorkerPool {
  private readonly piscina: Piscina;

  constructor(opts: PoolOptions) {
    this.piscina = new Piscina({
      filename: (opts.entry ?? ENTRY).href,
      minThreads: 0,
      maxThreads: opts.maxThreads,
      maxQueue: opts.maxQueue,
      concurrentTasksPerWorker: opts.concurrentTasksPerWorker ?? 1,
      idleTimeout: opts.idleMs ?? 30_000,
      resourceLimits: { maxOldGenerationSizeMb: opts.heapMb },
      workerData: { nice: opts.nice ?? 0 } satisfies PoolThreadData,
      // Type stripping still announces itself as experimental on Node 24; nothing to act on.
      execArgv: FROM_SOURCES ? ['--disable-warning=ExperimentalWarning'] : [],
    });
  }

  /** Runs a task on a thread; an HttpError the task throws is thrown here as itself. */
  async run<N extends TaskName>(name: N, input: TaskInput<N>, opts: RunOptions = {}): Promise<TaskOutput<N>> {
    const signals = [opts.signal, opts.timeoutMs ? AbortSignal.timeout(opts.timeoutMs) : undefined].filter(
      (s): s is AbortSignal => s !== undefined,
    );
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    let result: unknown;
    try {
      result = await this.piscina.run({ name, input } satisfies TaskMessage, {
        signal,
        transferList: opts.transferList as Transferable[] | undefined,
      });
    } catch (err) {
      throw translate(err, signal);
    }
    const refused = (result as Partial<RefusedByTask> | null)?.__refused;
    if (refused) throw new HttpError(refused.statusCode, refused.mensaje);
    return result as TaskOutput<N>;
  }

  /** Threads running, tasks waiting, and how busy the threads have been (0–1), for metrics. */
  stats() {
    return {
      threads: this.piscina.threads.length,
      queued: this.piscina.queueSize,
      completed: this.piscina.completed,
      utilization: this.piscina.utilization,
    };
  }

  /** Stops the threads, letting running tasks finish. */
  close(): Promise<void> {
    return this.piscina.close();
  }
}

function translate(err: unknown, signal: AbortSignal | undefined): Error {
  const e = err as Error & { code?: string };
  if (e?.code === 'ERR_WORKER_OUT_OF_MEMORY') return new WorkerMemoryError(e.message);
  if (signal?.aborted && signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError')
    return new WorkerTimeoutError('la tarea superó su tiempo máximo');
  if (/queue is at limit/i.test(e?.message ?? '')) return new HttpError(503, MSG.servidorOcupado);
  return e instanceof Error ? e : new Error(String(err));
}

/**
 * Each kind's nice value. The thread serving requests keeps the process's own priority, so a CPU
 * that the pools saturate still runs it first: `/health` and the light answers do not queue behind an
 * export, a PDF or a raster (issue 25's stall goal). Background work yields to interactive work too.
 */
export const PRIORIDAD_POOL = { interactive: 4, exportar: 4, fondo: 10 } as const;

type Kind = keyof typeof PRIORIDAD_POOL;

const pools = new Map<Kind, WorkerPool>();
let interactiveThreads = 1;

/** Sets the size of pools created from now on (buildApp, from WORKER_THREADS). */
export function configureWorkerPools(opts: { threads: number }) {
  interactiveThreads = opts.threads;
}

// Exports on PostgreSQL a thread runs at once: each mostly waits for its rows or for its client, and
// holds one connection of its thread's own pool (workers/exportar.ts).
export const EXPORTS_PER_THREAD = 4;

function options(kind: Kind): PoolOptions {
  const base = { heapMb: 512, nice: PRIORIDAD_POOL[kind] };
  if (kind === 'fondo') return { ...base, maxThreads: 1, maxQueue: 4 };
  if (kind === 'exportar')
    return {
      ...base,
      maxThreads: interactiveThreads,
      maxQueue: 64,
      concurrentTasksPerWorker: EXPORTS_PER_THREAD,
    };
  return { ...base, maxThreads: interactiveThreads, maxQueue: 64 };
}

/**
 * The process's pool of one kind, created on first use: `interactive` for work a request waits
 * for (documents, spreadsheets, parsing an uploaded file); `exportar` for whole exports read on
 * PostgreSQL by the thread itself (lib/export/hilo.ts), several at once per thread; `fondo` for
 * background work nobody waits for (processing a raster, decision 021), one thread so it never takes
 * every core from requests. Threads stop when idle, so a server that never needs one holds none.
 */
export function workerPool(kind: Kind = 'interactive'): WorkerPool {
  let pool = pools.get(kind);
  if (!pool) {
    pool = new WorkerPool(options(kind));
    pools.set(kind, pool);
  }
  return pool;
}

/** The stats of each pool that exists now, by kind (for the metrics). */
export function workerPoolStats(): Record<string, ReturnType<WorkerPool['stats']>> {
  return Object.fromEntries([...pools].map(([kind, pool]) => [kind, pool.stats()]));
}

/** Stops every pool (shutdown, and each test app's close). */
export async function closeWorkerPools(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((p) => p.close()));
}
