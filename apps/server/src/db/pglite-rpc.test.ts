import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { PgliteWorker } from './pglite-rpc.ts';

// PGlite runs in a worker thread behind a small RPC (pglite-rpc.ts, pglite-worker.mjs): what Drizzle
// relies on must behave as with PGlite on the main thread.
describe('PGlite in a worker thread', () => {
  let client: PgliteWorker;
  let db: ReturnType<typeof drizzle>;

  beforeAll(async () => {
    client = await PgliteWorker.start('memory://', []);
    db = drizzle(client.asPglite());
    await db.execute(sql`create table t (id int primary key, at timestamptz, d date)`);
  });
  afterAll(() => client.close());

  it('answers rows with dates and timestamps as PostgreSQL wrote them', async () => {
    await db.execute(sql`insert into t values (1, '2026-01-02T03:04:05Z', '2026-01-02')`);
    const { rows } = await db.execute(sql`select id, at, d from t where id = ${1}`);
    expect(rows).toEqual([{ id: 1, at: '2026-01-02 03:04:05+00', d: '2026-01-02' }]);
  });

  it('keeps the SQLSTATE of a failure, also through a transaction', async () => {
    const fails = db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id) values (2)`);
      await tx.execute(sql`insert into t (id) values (1)`);
    });
    await expect(fails).rejects.toSatisfy(isUniqueViolation);
    const { rows } = await db.execute(sql`select count(*)::int as n from t where id = 2`);
    expect(rows).toEqual([{ n: 0 }]); // rolled back
  });

  it("runs a transaction's statements together: a query outside waits for its commit", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = db.transaction(async (t) => {
      await t.execute(sql`insert into t (id) values (10)`);
      await held;
      await t.execute(sql`insert into t (id) values (11)`);
    });
    await new Promise((r) => setTimeout(r, 50));
    const outside = db.execute(sql`select count(*)::int as n from t where id in (10, 11)`);
    release();
    await tx;
    expect((await outside).rows).toEqual([{ n: 2 }]);
  });

  it('restarts on the same data in a new thread (what a first start does before serving)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agro-pglite-'));
    const disk = await PgliteWorker.start(dir, []);
    try {
      await disk.query('create table r (id int primary key)');
      await disk.query('insert into r values (1), (2)');
      await disk.restart();
      expect((await disk.query<{ n: number }>('select count(*)::int as n from r')).rows).toEqual([{ n: 2 }]);
      await expect(disk.query('insert into r values (1)')).rejects.toSatisfy(isUniqueViolation);
    } finally {
      await disk.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails what is asked after close instead of hanging', async () => {
    const other = await PgliteWorker.start('memory://', []);
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow();
  });
});
