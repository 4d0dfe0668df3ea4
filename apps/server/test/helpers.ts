import { mkdtempSync, readdirSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppContext } from '../src/context.ts';
import { openDatabase } from '../src/db/client.ts';
import { ensureScheduledTasks } from '../src/db/scheduled-tasks.ts';
import { seedDemoIfEmpty } from '../src/db/seed/index.ts';
import { createMailer } from '../src/lib/mailer.ts';
import type { Storage } from '../src/lib/storage.ts';
import { DiskStorage } from '../src/lib/storage-disk.ts';
import { syncContactConfig } from '../src/modules/config/service.ts';
import { s3Storage } from './support/s3-config.ts';

export const DEMO_PASSWORD = 'Agro#Demo2026';
export const PUBLIC_URL = 'http://localhost:3000';

export interface TestApp {
  app: App;
  ctx: AppContext;
  dataDir: string;
  /** Moves the server's clock. */
  setNow(date: Date): void;
  /** Closes the app, its database and storage (again at the end of the file: a second call does nothing). */
  close(): Promise<void>;
  /** Signs in and returns the session cookie header value. */
  login(email: string, password?: string): Promise<string>;
  /** Messages written to the outbox, newest last, as raw RFC 822 text. */
  outbox(): string[];
}

// With DATABASE_URL each test file gets its own fresh PostgreSQL database; otherwise an in-memory PGlite.
export async function testDatabaseUrl(): Promise<{ url: string | undefined; drop?: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: 'memory://' };
  const name = `agro_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // The pool's sockets may still be closing after pool.end(); forcing the drop would kill them mid-close
    // and surface as an unhandled error, so wait for them to leave first.
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        for (let i = 0; ; i++) {
          try {
            await c.query(`DROP DATABASE IF EXISTS ${name}`);
            break;
          } catch (err) {
            if ((err as { code?: string }).code !== '55006' || i > 50) throw err;
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * The storage of one test file: a folder in its data dir, or, when the suite runs against S3
 * (`npm run test:server:s3`), its own key prefix in the s3rver bucket started by support/global-setup.ts.
 */
export function testStorage(dataDir: string): Storage {
  const s3 = inject('s3');
  if (!s3) return new DiskStorage(path.join(dataDir, 'files'));
  return s3Storage(s3, `s3://${s3.bucket}/${path.basename(dataDir)}`);
}

/** A full application on a real database with the demo data, closed after the file's tests. */
export async function buildTestApp(
  opts: {
    seed?: boolean;
    /** Seed the processed demo rasters too (off: they cost seconds and most tests never read them). */
    seedRasters?: boolean;
    env?: Record<string, string>;
    webRoot?: string;
    /** Where the app's JSON process log goes (none without it). */
    logStream?: NodeJS.WritableStream;
    /**
     * An existing installation to open (and migrate) instead of a fresh database: PostgreSQL at `url`,
     * or the embedded database in `dataDir` when `url` is undefined. It is not dropped afterwards.
     */
    installation?: { url: string | undefined; dataDir: string };
  } = {},
): Promise<TestApp> {
  const dataDir = opts.installation?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'agro-test-'));
  const { url, drop } = opts.installation ? { url: opts.installation.url } : await testDatabaseUrl();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL,
    SESSION_SECRET: 'test-secret',
    JOBS_ENABLED: 'false',
    ...opts.env,
  });
  config.databaseUrl = url;
  const database = await openDatabase(url, dataDir);
  let now: Date | null = null;
  const ctx: AppContext = {
    config,
    database,
    storage: testStorage(dataDir),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(dataDir, 'outbox'),
      from: config.mailFrom,
    }),
    now: () => now ?? new Date(),
    webRoot: opts.webRoot ?? path.join(dataDir, 'web'),
  };
  const app = await buildApp(ctx, { logStream: opts.logStream });
  await syncContactConfig(app);
  await ensureScheduledTasks(database.db);
  if (opts.seed !== false) await seedDemoIfEmpty(ctx, { rasters: opts.seedRasters ?? false });

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await app.close();
      await database.close();
      ctx.storage.close?.();
      await drop?.();
    })());
  afterAll(close);

  return {
    app,
    ctx,
    dataDir,
    close,
    setNow: (d) => {
      now = d;
    },
    login: async (email, password = DEMO_PASSWORD) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/usuario/logear',
        payload: { email, password },
      });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'agro_sesion');
      return `agro_sesion=${cookie!.value}`;
    },
    outbox: () => {
      const dir = path.join(dataDir, 'outbox');
      try {
        return readdirSync(dir)
          .sort()
          .map((f) => readFileSync(path.join(dir, f), 'utf8'));
      } catch {
        return [];
      }
    },
  };
}

/**
 * Sessions of the demo accounts the employee tests act as (both employees, both principal clients
 * and the admin), logged in through the API like any client.
 */
export async function demoSessions(t: TestApp) {
  return {
    empleado: await t.login('empleado@agrodemo.cl'),
    empleado2: await t.login('empleado2@agrodemo.cl'),
    cliente: await t.login('cliente@agrodemo.cl'),
    cliente2: await t.login('cliente2@agrodemo.cl'),
    admin: await t.login('admin@agrodemo.cl'),
  };
}

/** The demo's sessions and both demo companies' ids, for tenancy checks across two companies. */
export async function demoCps(t: TestApp) {
  const sesiones = await demoSessions(t);
  const cpOf = async (cookie: string) =>
    (await t.app.inject({ url: '/api/v1/cp/self', headers: { cookie } })).json().cp[0].cp_id as number;
  return { ...sesiones, cp1: await cpOf(sesiones.cliente), cp2: await cpOf(sesiones.cliente2) };
}

/** A minimal built web app for the history-fallback tests. */
export function fakeWebRoot(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agro-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}

/** Pulls the reset link out of a raw e-mail (quoted-printable soft breaks undone). */
export function linkFromMail(raw: string): string {
  const flat = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = /https?:\/\/[^\s"<>]+\/nueva-contrasena\?t=[A-Za-z0-9_%-]+/.exec(flat);
  if (!m) throw new Error('no link in mail');
  return m[0];
}
