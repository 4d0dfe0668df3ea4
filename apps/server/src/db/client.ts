import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import { PgliteWorker } from './pglite-rpc.ts';
import * as schema from './schema/index.ts';
import { maskDatabaseUrl } from './unavailable.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services accept either a Db or a Tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Connections of the pool, for the metrics: open, idle, and requests waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  poolStats(): PoolStats;
  close(): Promise<void>;
  /**
   * After start-up work (migrations, the demo seed), before serving: gives back the memory that work
   * left in an embedded database that created or changed its schema in this start. Nothing to do
   * on PostgreSQL.
   */
  settle(): Promise<void>;
}

/** Where the embedded database keeps its files. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'db');

// Several processes may start together on one database (replicas behind a load balancer): the
// first to take this session lock applies the migrations, the others wait and find nothing to do.
const MIGRATION_LOCK = 73_012_026;

async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

// PGlite starts PostgreSQL with its stock 128 MB of shared_buffers, which the WASM heap touches at once
// and never returns: ~130 MB of resident memory for an idle server. 16 MB holds the hot pages of an
// installation this size (the demo database is 40 MB on disk; the OS page cache keeps the rest), and a
// smaller maintenance_work_mem keeps index builds in migrations from raising the high-water mark.
// Measured with `npm run bench -- --only idle` (docs/PERFORMANCE.md).
const PGLITE_MEMORY = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

// How many migrations the database has recorded (none before the first).
async function migrationsApplied(db: Db): Promise<number> {
  const r = await db
    .execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
    .catch(() => null);
  return (r as unknown as { rows: { n: number }[] } | null)?.rows[0]?.n ?? 0;
}

/** Where the pool reports a connection it lost while idle (the process log once the app has one). */
export interface DatabaseLog {
  warn(obj: object, msg: string): void;
}

const stderrLog: DatabaseLog = {
  warn: (obj, msg) => process.stderr.write(`${JSON.stringify({ level: 40, msg, ...obj })}\n`),
};

// A query that gets no connection within this long (the database does not answer, or every
// connection stays busy) fails, answering 503, instead of waiting without bound.
const CONNECT_TIMEOUT_MS = 10_000;
// Readiness must answer before the probe's own timeout (Kubernetes' default is 1 s).
const PING_TIMEOUT_MS = 900;
const PGLITE_PING_TIMEOUT_MS = 10_000;

/** Runs `select 1`, failing after `ms` when the database does not answer. */
async function pingWithin(db: Db, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`la base de datos no respondió en ${ms} ms`)), ms);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A pool that survives the database going away: an idle connection the server terminated (a
 * restart, a failover, an idle reaper) emits 'error' on the pool, which without a listener ends
 * the process. The pool has already dropped that connection; the next query opens a new one.
 */
export function resilientPool(databaseUrl: string, log: DatabaseLog = stderrLog, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  const database = maskDatabaseUrl(databaseUrl);
  pool.on('error', (err: Error & { code?: string }) => {
    log.warn(
      { database, err: { code: err.code, message: err.message } },
      'base de datos: se perdió una conexión inactiva; la siguiente consulta abre otra',
    );
  });
  // A connection lost while checked out (between two queries of a transaction) emits 'error' on the
  // client, where the pool listens only while it is idle. Its next query fails with the cause,
  // which answers 503; the pool then discards it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in dataDir, and applies the migrations. */
export async function openDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
  opts: { log?: DatabaseLog } = {},
): Promise<Database> {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pool = resilientPool(databaseUrl, opts.log ?? stderrLog);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migrateLocked(pool);
    return {
      db,
      kind: 'postgres',
      ping: () => pingWithin(db, PING_TIMEOUT_MS),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
      settle: async () => undefined,
    };
  }
  const inMemory = databaseUrl === 'memory://';
  const dir = inMemory ? 'memory://' : embeddedDatabaseDir(dataDir);
  if (!inMemory) mkdirSync(dir, { recursive: true });
  // In a worker thread, so that queries never block the event loop (pglite-worker.mjs); it loads
  // pg_trgm, which backs the registries' search indexes (migration 0003_personas_norm) as on PostgreSQL.
  const client = await PgliteWorker.start(dir, PGLITE_MEMORY);
  const db = drizzlePglite(client.asPglite(), { schema }) as unknown as Db;
  const before = await migrationsApplied(db);
  await migratePglite(drizzlePglite(client.asPglite()), { migrationsFolder: MIGRATIONS_DIR });
  // A first start (or an upgrade) migrated, and main.ts may seed next: worth a fresh PGlite after.
  // Never for an in-memory database: a restart would start it empty.
  let changed = !inMemory && (await migrationsApplied(db)) !== before;
  return {
    db,
    kind: 'pglite',
    // Queries wait their turn in the one connection, so a busy server is slow to answer, not down.
    ping: () => pingWithin(db, PGLITE_PING_TIMEOUT_MS),
    // One connection, in a worker thread that answers one request at a time: the rest wait.
    poolStats: () => ({
      total: 1,
      idle: client.inFlight === 0 ? 1 : 0,
      waiting: Math.max(0, client.inFlight - 1),
    }),
    close: () => client.close(),
    settle: async () => {
      if (changed) await client.restart();
      changed = false;
    },
  };
}
