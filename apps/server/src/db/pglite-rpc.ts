import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

interface SerializedError {
  message: string;
  name?: string;
  stack?: string;
  fields: Record<string, unknown>;
}
type Reply = { ready: true } | { id: number; result?: unknown; error?: SerializedError };
type Request =
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: string; rawTypes: number[]; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

// The error as the database raised it, with its SQLSTATE and details, and this thread's stack.
function revive(e: SerializedError): Error {
  const err = Object.assign(new Error(e.message), e.fields);
  if (e.name) err.name = e.name;
  return err;
}

// Drizzle only passes parsers that keep a type's text as it is (dates, timestamps, intervals);
// functions cannot cross threads, so those types' ids are sent and the worker does the same.
function rawTypesOf(options: QueryOptions | undefined): number[] {
  const { parsers = {}, rowMode: _rowMode, paramTypes: _types, ...rest } = options ?? {};
  if (Object.keys(rest).length) throw new Error(`Opciones no soportadas: ${Object.keys(rest).join(', ')}`);
  return Object.entries(parsers).map(([oid, parse]) => {
    if (parse('x', Number(oid)) !== 'x') throw new Error(`Parser no soportado para el tipo ${oid}`);
    return Number(oid);
  });
}

/**
 * PGlite in a worker thread, with the part of PGlite's interface Drizzle's pglite driver uses
 * (`query`, `transaction`, `close`). A transaction holds PGlite's own lock in the worker until it
 * ends, so its statements run together and other queries wait, exactly as on the main thread.
 */
export class PgliteWorker {
  #worker!: Worker;
  readonly #pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  readonly #dataDir: string;
  readonly #startParams: string[];
  #nextId = 1;
  #failure: Error | null = null;

  private constructor(dataDir: string, startParams: string[]) {
    this.#dataDir = dataDir;
    this.#startParams = startParams;
  }

  /** Starts the worker and waits until PGlite has opened `dataDir` (or memory://). */
  static async start(dataDir: string, startParams: string[]): Promise<PgliteWorker> {
    const client = new PgliteWorker(dataDir, startParams);
    await client.#spawn();
    return client;
  }

  #spawn(): Promise<void> {
    const worker = new Worker(WORKER_URL, {
      workerData: { dataDir: this.#dataDir, startParams: this.#startParams },
    });
    this.#worker = worker;
    return new Promise<void>((resolve, reject) => {
      const fail = (err: Error) => {
        this.#fail(err);
        reject(err);
      };
      worker.on('message', (msg: Reply) => {
        if ('ready' in msg) resolve();
        else this.#settle(msg);
      });
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`El proceso de la base de datos terminó (${code})`)));
    });
  }

  /**
   * Closes PGlite and opens the same data in a new thread: WebAssembly memory only grows, so the
   * high-water mark of a first start (migrations, the demo seed) would otherwise stay resident for
   * the life of the process. Only while nothing else uses the database (start-up).
   */
  async restart(): Promise<void> {
    if (this.#pending.size) throw new Error('PGlite en uso: no se puede reiniciar');
    await this.#call({ op: 'close' });
    this.#worker.removeAllListeners();
    await this.#worker.terminate();
    await this.#spawn();
  }

  #settle(msg: Extract<Reply, { id: number }>) {
    const p = this.#pending.get(msg.id);
    this.#pending.delete(msg.id);
    if (msg.error) p?.reject(revive(msg.error));
    else p?.resolve(msg.result);
  }

  // A worker that died fails what it was doing and everything asked of it afterwards.
  #fail(err: Error) {
    this.#failure ??= err;
    for (const p of this.#pending.values()) p.reject(err);
    this.#pending.clear();
  }

  #call<T>(req: Request): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.#worker.postMessage({ id, ...req });
    });
  }

  #query<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number) {
    return this.#call<Results<T>>({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      rawTypes: rawTypesOf(options),
      tx,
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options);
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: 'begin' });
    let closed = false;
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.#query<R>(sql, params, options, id),
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      closed = true;
      await this.#call({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw err;
    }
    closed = true;
    await this.#call({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** Requests sent to the worker and not yet answered (for the pool metrics). */
  get inFlight(): number {
    return this.#pending.size;
  }

  async close(): Promise<void> {
    if (!this.#failure) await this.#call({ op: 'close' });
    this.#failure ??= new Error('La base de datos está cerrada');
    await this.#worker.terminate();
  }

  /** Typed as PGlite for Drizzle's driver, which calls only query and transaction. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
