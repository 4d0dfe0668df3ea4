import { MSG } from '@agro/domain/messages';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tareaEjecucion, tareaProgramada } from '../src/db/schema/index.ts';
import { defaultRunner, slotOf, startScheduler } from '../src/jobs/scheduler.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

const ADMIN = 'admin@agrodemo.cl';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// What every database error of a restart or failover looks like to the app: 503, the Spanish
// message with the request's reference, Retry-After, never the cause.
describe('database unavailable → 503 (any database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    const fail = (code: string, message: string) => async () => {
      throw Object.assign(new Error(message), { code });
    };
    t.app.get(
      '/api/v1/__pg_shutdown',
      { config: { access: 'public' } },
      fail('57P01', 'terminating connection due to administrator command'),
    );
    t.app.get(
      '/api/v1/__pg_refused',
      { config: { access: 'public' } },
      fail('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.9:5432'),
    );
    t.app.get('/api/v1/__pg_ended', { config: { access: 'public' } }, async () => {
      throw new Error('Query failed', { cause: new Error('Connection terminated unexpectedly') });
    });
    t.app.get(
      '/api/v1/__pg_syntax',
      { config: { access: 'public' } },
      fail('42601', 'syntax error at or near "x"'),
    );
  });

  it('connection errors answer 503 with a Spanish message; other database errors stay 500', async () => {
    for (const url of ['/api/v1/__pg_shutdown', '/api/v1/__pg_refused', '/api/v1/__pg_ended']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        status: 'error',
        mensaje: MSG.conReferencia(MSG.servicioNoDisponible, String(res.headers['x-request-id'])),
      });
      expect(res.body).not.toMatch(/ECONNREFUSED|terminat|10\.0\.0\.9/i);
    }
    expect((await t.app.inject({ url: '/api/v1/__pg_syntax' })).statusCode).toBe(500);
  });

  it('liveness answers while readiness follows the database', async () => {
    expect((await t.app.inject({ url: '/health/live' })).json()).toMatchObject({ status: 'success' });
    expect((await t.app.inject({ url: '/health/ready' })).statusCode).toBe(200);
    const ping = t.ctx.database.ping;
    t.ctx.database.ping = () => Promise.reject(new Error('connect ECONNREFUSED'));
    try {
      for (const url of ['/health/ready', '/health']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json()).toMatchObject({ status: 'error', motivo: 'base_de_datos' });
      }
      expect((await t.app.inject({ url: '/health/live' })).statusCode).toBe(200);
    } finally {
      t.ctx.database.ping = ping;
    }
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  });
});

describe('a scheduled run whose final writes met an unreachable database', () => {
  it('is closed as failed by the next tick instead of staying running for good', async () => {
    const t = await buildTestApp({ seed: false });
    const { db } = t.ctx.database;
    // A fixed clock mid-hour: on a real one a run near the hour would start the next slot's run,
    // whose 'ok' would replace the closed run's status.
    const now = new Date(slotOf(new Date(), 60).getTime() + 30 * 60_000);
    t.setNow(now);
    const startedAt = new Date(now.getTime() - 60_000);
    await db.insert(tareaEjecucion).values({
      eventName: 'purga_sesiones',
      slot: slotOf(startedAt, 60),
      startedAt,
      status: 'running',
      runner: defaultRunner(),
    });
    // Another process's run in progress is not this one's to close.
    await db.insert(tareaEjecucion).values({
      eventName: 'limpieza_subidas',
      slot: slotOf(startedAt, 60),
      startedAt,
      status: 'running',
      runner: 'otra-maquina:1',
    });
    const scheduler = startScheduler(t.ctx, { everyMs: 60_000, firstAfterMs: 0 });
    try {
      for (let i = 0; ; i++) {
        const [row] = await db
          .select()
          .from(tareaEjecucion)
          .where(
            and(eq(tareaEjecucion.eventName, 'purga_sesiones'), eq(tareaEjecucion.startedAt, startedAt)),
          );
        if (row!.status !== 'running') {
          expect(row!.status).toBe('error');
          expect(row!.detail).toMatch(/interrumpió/);
          break;
        }
        if (i > 100) throw new Error('the run stayed running');
        await sleep(50);
      }
    } finally {
      await scheduler.stop();
    }
    const [tarea] = await db
      .select()
      .from(tareaProgramada)
      .where(eq(tareaProgramada.eventName, 'purga_sesiones'));
    expect(tarea!.lastStatus).toBe('error');
    const [ajena] = await db.select().from(tareaEjecucion).where(eq(tareaEjecucion.runner, 'otra-maquina:1'));
    expect(ajena!.status).toBe('running');
  });
});

// The real thing on PostgreSQL (CI's PostgreSQL pass): the server terminates every connection of
// the app's database, then refuses new ones for a while, then accepts them again.
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL restart, failover or idle reaper', () => {
  let t: TestApp;
  let admin: pg.Client;
  let dbName: string;
  let cookie: string;
  const warnings: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    dbName = new URL(t.ctx.config.databaseUrl!).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    cookie = await t.login(ADMIN);
  });
  afterAll(async () => {
    await admin.query(`alter database ${dbName} allow_connections true`).catch(() => undefined);
    await admin.end();
  });

  const terminate = () =>
    admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
  const session = () => t.app.inject({ url: '/api/v1/usuario/sesion', headers: { cookie } });
  // Several at once, so that the pool holds several connections when they are cut.
  const busy = () => Promise.all(Array.from({ length: 5 }, session));

  it('terminated connections: no crash, the next requests succeed after at most one retry', async () => {
    for (const r of await busy()) expect(r.statusCode).toBe(200);
    await terminate();
    await sleep(200); // the pool hears of its idle connections' end
    for (let i = 0; i < 5; i++) {
      let res = await session();
      if (res.statusCode === 503) res = await session();
      expect(res.statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  });

  it('unreachable: API and readiness answer 503, liveness 200, the scheduler fails its runs; then all resume', async () => {
    const log = {
      error: (_obj: unknown, msg?: string) => void warnings.push(msg ?? ''),
      info: () => undefined,
    };
    await busy();
    await admin.query(`alter database ${dbName} allow_connections false`);
    await terminate();
    await sleep(200);
    const scheduler = startScheduler(t.ctx, { everyMs: 100, firstAfterMs: 0, log });
    try {
      const res = await session();
      expect(res.statusCode).toBe(503);
      expect(res.json().mensaje).toBe(
        MSG.conReferencia(MSG.servicioNoDisponible, String(res.headers['x-request-id'])),
      );
      const ready = await t.app.inject({ url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'error', motivo: 'base_de_datos' });
      expect((await t.app.inject({ url: '/health' })).statusCode).toBe(503);
      expect((await t.app.inject({ url: '/health/live' })).statusCode).toBe(200);
      await sleep(500);
      expect(warnings).toContain('scheduler tick failed');

      await admin.query(`alter database ${dbName} allow_connections true`);
      expect((await session()).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/health/ready' })).statusCode).toBe(200);
      // The scheduler's next ticks run the tasks due.
      const deadline = Date.now() + 20_000;
      for (;;) {
        const { rows } = (await t.ctx.database.db.execute(
          sql`select count(*)::int n from tarea_ejecucion where status <> 'running'`,
        )) as unknown as { rows: { n: number }[] };
        if (rows[0]!.n > 0) break;
        if (Date.now() > deadline) throw new Error('the scheduler did not resume');
        await sleep(200);
      }
    } finally {
      await scheduler.stop();
    }
  });
});
