import { getPriority } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import {
  closeWorkerPools,
  PRIORIDAD_POOL,
  WorkerMemoryError,
  WorkerPool,
  WorkerTimeoutError,
  workerPool,
} from './worker-pool.ts';

const entry = new URL('../../test/fixtures/pool-entry.ts', import.meta.url);
const pool = new WorkerPool({ maxThreads: 1, maxQueue: 2, heapMb: 64, idleMs: 1_000, entry });
// The fixture's task names are not the production registry's.
const run = (name: string, input?: unknown, opts?: Parameters<WorkerPool['run']>[2]) =>
  pool.run(name as 'eco', input, opts);

afterAll(() => pool.close());

describe('worker pool', () => {
  it('runs the production entry’s tasks on another thread', async () => {
    const real = new WorkerPool({ maxThreads: 1, maxQueue: 1, heapMb: 64 });
    try {
      const out = await real.run('eco', { a: 1 });
      expect(out.input).toEqual({ a: 1 });
      expect(out.threadId).toBeGreaterThan(0);
    } finally {
      await real.close();
    }
  });

  it('runs a background pool at a lower priority than the thread serving requests', async () => {
    const fondo = new WorkerPool({ maxThreads: 1, maxQueue: 1, heapMb: 64, nice: 10 });
    const normal = new WorkerPool({ maxThreads: 1, maxQueue: 1, heapMb: 64 });
    try {
      const antes = getPriority();
      expect((await fondo.run('eco', null)).prioridad).toBe(Math.max(antes, 10));
      expect((await normal.run('eco', null)).prioridad).toBe(antes);
      expect(getPriority()).toBe(antes);
    } finally {
      await Promise.all([fondo.close(), normal.close()]);
    }
  });

  it("runs the process's pools below the thread serving requests, background work lowest", async () => {
    const antes = getPriority();
    try {
      expect((await workerPool('interactive').run('eco', null)).prioridad).toBe(
        Math.max(antes, PRIORIDAD_POOL.interactive),
      );
      expect((await workerPool('fondo').run('eco', null)).prioridad).toBe(
        Math.max(antes, PRIORIDAD_POOL.fondo),
      );
      expect(PRIORIDAD_POOL.interactive).toBeGreaterThan(0);
      expect(PRIORIDAD_POOL.fondo).toBeGreaterThan(PRIORIDAD_POOL.interactive);
      expect(getPriority()).toBe(antes);
    } finally {
      await closeWorkerPools();
    }
  });

  it('keeps the event loop free while a task holds a thread', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    try {
      await run('ocupar', 400);
    } finally {
      clearInterval(timer);
    }
    // On the request thread the loop would not have turned once during those 400 ms.
    expect(ticks).toBeGreaterThan(5);
  });

  it('throws a task’s HttpError as itself, and other failures as errors', async () => {
    const refused = await run('rechazar', 'El archivo no es válido').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 400, mensaje: 'El archivo no es válido' });
    await expect(run('fallar')).rejects.toThrow('falla interna');
  });

  it('stops a task past its time limit, and the pool goes on', async () => {
    await expect(run('ocupar', 5_000, { timeoutMs: 200 })).rejects.toBeInstanceOf(WorkerTimeoutError);
    expect(await run('ocupar', 1)).toBeGreaterThanOrEqual(0);
  });

  it('stops a task that outgrows its heap, and the pool goes on', async () => {
    await expect(run('agotarMemoria')).rejects.toBeInstanceOf(WorkerMemoryError);
    expect(await run('ocupar', 1)).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 at once when the queue is full instead of queueing without bound', async () => {
    const busy = [run('ocupar', 300), run('ocupar', 300), run('ocupar', 300)];
    const over = await run('ocupar', 1).catch((e: unknown) => e);
    expect(over).toBeInstanceOf(HttpError);
    expect((over as HttpError).statusCode).toBe(503);
    await Promise.all(busy);
  });
});
