import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readJournal } from '../src/cli/migration-manifest.ts';
import { MIGRATIONS_DIR } from '../src/paths.ts';
import { buildTestApp, DEMO_PASSWORD, testDatabaseUrl, type TestApp } from './helpers.ts';

// Upgrade test (issue 23 §3, decision 016): the database of an earlier release, captured once by
// scripts/capture-upgrade-fixture.mjs (schema, demo data and Drizzle's record of applied migrations),
// is loaded into a fresh database, the app starts on it (applying every later migration) and the
// data is read back through the API. What to expect is read from the fixture itself, before migrating.
const FIXTURES = new URL('./fixtures/upgrade/', import.meta.url);
const fixtures = readdirSync(FIXTURES).filter((f) => f.endsWith('.sql.gz'));
const headMigrations = readJournal(MIGRATIONS_DIR).length;

type Rows = Record<string, unknown>[];
type Query = (sql: string) => Promise<Rows>;

interface Company {
  cp_id: number;
  email: string;
  parcelas: Rows;
  servicios: Rows;
  facturas: Rows;
}

interface Expected {
  migrations: number;
  users: string[];
  companies: Company[];
}

// Everything the API must answer after the upgrade, straight from the fixture's tables.
async function readExpected(q: Query): Promise<Expected> {
  const [{ n }] = (await q('select count(*)::int as n from drizzle.__drizzle_migrations')) as [{ n: number }];
  const users = await q(
    `select email from public.usuario where is_active and password_hash is not null order by email`,
  );
  const owners = (await q(
    `select c.cp_id, u.email from public.cliente_principal c join public.usuario u using (usuario_id)
      where c.is_active and u.is_active and u.password_hash is not null order by c.cp_id`,
  )) as { cp_id: number; email: string }[];
  const companies: Company[] = [];
  for (const { cp_id, email } of owners) {
    companies.push({
      cp_id,
      email,
      parcelas: await q(
        `select parcela_id, parcelarel_id, nombre, region, ciudad from public.parcela where cp_id = ${cp_id} order by parcela_id`,
      ),
      servicios: await q(
        `select servicio_id, parcela_id, tipo_servicio, is_deleted from public.servicio where cp_id = ${cp_id} order by servicio_id`,
      ),
      facturas: await q(
        `select factura_id, facturarel_id, nombre, tipo_pago, total::float8 as total, saldo::float8 as saldo
           from public.factura where cp_id = ${cp_id} order by factura_id`,
      ),
    });
  }
  return { migrations: n, users: users.map((u) => u.email as string), companies };
}

interface Installation {
  url: string | undefined;
  dataDir: string;
  expected: Expected;
  /** Drops the database and removes the folder. */
  remove(): Promise<void>;
}

const newDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'agro-upgrade-'));

async function loadIntoPglite(dump: string): Promise<Installation> {
  const dataDir = newDataDir();
  // Where openDatabase finds the embedded database of a DATA_DIR.
  const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
  try {
    await db.exec(dump);
    await db.exec('reset search_path');
    return {
      url: undefined,
      dataDir,
      expected: await readExpected(async (s) => (await db.query(s)).rows as Rows),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  } finally {
    await db.close();
  }
}

async function loadIntoPostgres(dump: string): Promise<Installation> {
  const { url, drop } = await testDatabaseUrl();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(dump);
    await client.query('reset search_path');
    const expected = await readExpected(async (s) => (await client.query(s)).rows as Rows);
    const dataDir = newDataDir();
    return {
      url,
      dataDir,
      expected,
      remove: async () => {
        await drop?.();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    await client.end();
  }
}

const pick = (rows: Rows, keys: string[]) =>
  rows
    .map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])))
    .sort((a, b) => Number(a[keys[0]!]) - Number(b[keys[0]!]));

const targets = [
  { name: 'PGlite', load: loadIntoPglite, skip: false },
  { name: 'PostgreSQL', load: loadIntoPostgres, skip: !process.env.DATABASE_URL },
];

describe.each(fixtures)('upgrade from %s', (fixture) => {
  const dump = gunzipSync(readFileSync(new URL(fixture, FIXTURES))).toString('utf8');

  describe.each(targets)('on $name', ({ load, skip }) => {
    let installation: Installation;
    let t: TestApp;
    // Registered here, not in the test that opens them: a hook registered inside a test never runs.
    afterAll(async () => {
      await t?.close();
      await installation?.remove();
    });

    it.skipIf(skip)(
      'loads, migrates to this version and starts',
      async () => {
        installation = await load(dump);
        expect(installation.expected.migrations).toBeGreaterThan(0);
        expect(installation.expected.migrations).toBeLessThanOrEqual(headMigrations);
        t = await buildTestApp({ installation, seed: false });
        const applied = await t.ctx.database.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(headMigrations);
      },
      300_000,
    ); // loading a dump into PGlite and migrating it takes half a minute on a busy machine

    it.skipIf(skip)("every active user signs in with the fixture's password", async () => {
      expect(installation.expected.users.length).toBeGreaterThan(3);
      for (const email of installation.expected.users) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/usuario/logear',
          payload: { email, password: DEMO_PASSWORD },
        });
        expect(res.statusCode, email).toBe(200);
      }
    });

    it.skipIf(skip)(
      'each principal client reads its territories, services, invoices and balances',
      async () => {
        const { companies } = installation.expected;
        expect(companies.length).toBeGreaterThan(0);
        expect(companies.flatMap((c) => c.facturas).length).toBeGreaterThan(0);
        for (const c of companies) {
          const cookie = await t.login(c.email);
          const get = async (url: string) => {
            const res = await t.app.inject({ url, headers: { cookie } });
            expect(res.statusCode, url).toBe(200);
            return res.json();
          };
          const parcelaKeys = ['parcela_id', 'parcelarel_id', 'nombre', 'region', 'ciudad'];
          expect(pick((await get(`/api/v1/parcela/cp/${c.cp_id}`)).parcelas, parcelaKeys)).toEqual(
            pick(c.parcelas, parcelaKeys),
          );
          const servicioKeys = ['servicio_id', 'parcela_id', 'tipo_servicio', 'is_deleted'];
          expect(pick((await get(`/api/v1/servicio/cp/${c.cp_id}`)).servicios, servicioKeys)).toEqual(
            pick(c.servicios, servicioKeys),
          );
          const facturaKeys = ['factura_id', 'facturarel_id', 'nombre', 'tipo_pago', 'total', 'saldo'];
          const facturas = (await get(`/api/v1/factura/cp/${c.cp_id}`)).facturas;
          expect(pick(facturas, facturaKeys)).toEqual(pick(c.facturas, facturaKeys));
        }
      },
    );
  });
});
