// Captures the database of this checkout's release for the upgrade test (decision 016):
//
//   npm exec --no -- node scripts/capture-upgrade-fixture.mjs --name v1.3.0
//
// It starts this checkout's server (its own migrations and demo seed) on a fresh PostgreSQL database
// made from DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), stops it, and writes
// a plain-SQL dump of that database (schema, data and Drizzle's record of applied migrations) to
// apps/server/test/fixtures/upgrade/<name>.sql.gz. Rows are INSERT statements, not COPY blocks, so the
// same file loads into PGlite. Stored files are not captured: the upgrade test reads data back through
// the API, and the bytes of files are the backup test's concern. Run it at a release's tag, once.
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { name: { type: 'string' } } });
if (!values.name || !/^[\w.+-]+$/.test(values.name)) {
  console.error('Uso: node scripts/capture-upgrade-fixture.mjs --name v1.3.0');
  process.exit(2);
}
const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `agro_fixture_${randomBytes(4).toString('hex')}`;
const url = new URL(base);
url.pathname = `/${dbName}`;

async function admin(sql) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

// The server seeds an empty database before it listens: once /health answers, the seed is done.
async function seedWithServer(dataDir) {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      JOBS_ENABLED: 'false',
      INIT_CWD: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`el servidor terminó (${server.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 600) throw new Error('el servidor no respondió en 10 minutos');
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agro-fixture-'));
await admin(`CREATE DATABASE ${dbName}`);
try {
  await seedWithServer(dataDir);
  const dump = execFileSync(
    'pg_dump',
    ['--format=plain', '--inserts', '--rows-per-insert=100', '--no-owner', '--no-privileges', url.toString()],
    { maxBuffer: 512 * 1024 * 1024 },
  );
  // pg_dump's \restrict lines guard psql against a hostile dump; this one is loaded by the tests'
  // database clients, which do not know psql's meta-commands.
  const sql = dump
    .toString('utf8')
    .split('\n')
    .filter((l) => !/^\\(un)?restrict /.test(l))
    .join('\n');
  const out = path.join(root, 'apps/server/test/fixtures/upgrade', `${values.name}.sql.gz`);
  const gz = gzipSync(sql, { level: 9 });
  writeFileSync(out, gz);
  console.log(`${path.relative(root, out)}: ${sql.length} characters of SQL, ${gz.length} bytes gzipped`);
} finally {
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
}
