// Two compiled server processes on one PostgreSQL database and one S3 bucket (s3rver), behind
// Debian's nginx with the deploy template. Exits non-zero on the first failed check and always
// stops what it started. Run: `npm run test:cluster` (needs nginx and PostgreSQL; see .ci/run).
import assert from 'node:assert/strict';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, weekOf } from '@agro/domain/periods';
import { todayInSantiago } from '@agro/domain/format';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../src/db/client.ts';
import { multipartLedger } from '../../src/db/multipart-ledger.ts';
import type { Storage } from '../../src/lib/storage.ts';
import { s3Env, s3Storage } from '../support/s3-config.ts';
import { startS3rver } from '../support/s3rver.ts';
import { FILES, multipartBody } from '../reportes-helpers.ts';
import {
  buildServer,
  scratchDatabase,
  startNginx,
  startServer,
  stopAll,
  onStop,
  waitFor,
} from './harness.ts';
import { rasterProcesadoUnaVez } from './raster-step.ts';

const PG = process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BUCKET = 'agro-cluster';
const step = (msg: string) => console.log(`· ${msg}`);

async function main() {
  buildServer();
  const s3 = await startS3rver([BUCKET]);
  onStop(() => s3.close());
  const databaseUrl = await scratchDatabase(PG);
  const storage = s3Storage(s3, `s3://${BUCKET}`);
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  db.on('error', () => undefined); // its idle connections are terminated below with the servers'
  onStop(() => db.end());
  const env = (jobs: boolean) => ({
    ...s3Env(s3, `s3://${BUCKET}`),
    NODE_ENV: 'test', // demo data for the checks; production mode refuses to seed
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'cluster-smoke-secret', // shared: a session made by one process is valid on the other
    PUBLIC_URL: 'http://localhost',
    TRUST_PROXY: 'true',
    SEED_DEMO: 'true',
    // The demo's rasters take minutes to process at seed time; the raster step below brings its own.
    SEED_DEMO_RASTERS: 'false',
    JOBS_ENABLED: String(jobs),
  });

  step('first start: migrations and demo data (files into the bucket), then a graceful stop');
  const seeder = await startServer('seed', env(false));
  assert.equal(await seeder.stop('SIGTERM'), 0, 'SIGTERM ends the server with exit code 0');

  step('two processes with their schedulers, behind nginx');
  const [a, b] = await Promise.all([startServer('A', env(true)), startServer('B', env(true))]);
  const nginx = await startNginx([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]);
  const addrA = `127.0.0.1:${a.port}`;
  const addrB = `127.0.0.1:${b.port}`;

  step('sign in through nginx; the session works on both processes');
  const login = await fetch(`${nginx.url}/api/v1/usuario/logear`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@agrodemo.cl', password: 'Agro#Demo2026' }),
  });
  assert.equal(login.status, 200);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  for (const s of [a, b]) {
    const r = await fetch(`${s.url}/api/v1/usuario/sesion`, { headers: { cookie } });
    assert.equal(r.status, 200, `session valid on ${s.name}`);
  }
  const seen = new Set<string>();
  for (let i = 0; i < 6; i++) {
    assert.equal((await fetch(`${nginx.url}/api/v1/usuario/sesion`, { headers: { cookie } })).status, 200);
  }
  for (const u of nginx.upstreams()) seen.add(u);
  assert.ok(seen.has(addrA) && seen.has(addrB), `round robin reached both processes: ${[...seen]}`);

  step('upload a weekly EDEB report set through nginx, download it from each process');
  const {
    rows: [svc],
  } = await db.query<{ servicio_id: number }>(
    `select s.servicio_id from servicio s join parcela p using (parcela_id)
     where s.tipo_servicio = 'EDEB Full' and not s.is_deleted order by p.cp_id limit 1`,
  );
  const week = weekOf(addDays(todayInSantiago(new Date()), 21));
  const video = Buffer.concat([FILES.mp4(), Buffer.alloc(12 * 1024 * 1024, 5)]); // > one 8 MiB part
  const files = [
    { campo: 'image0', filename: 'NDVI.png', data: FILES.png(7), type: 'image/png' },
    { campo: 'video0', filename: 'vuelo.mp4', data: video, type: 'video/mp4' },
    { campo: 'resfile0', filename: 'Resumen.pdf', data: FILES.pdf('cluster'), type: 'application/pdf' },
  ];
  const body = await multipartBody(files);
  const uploadPath = `/api/v1/servicio/subir/edeb/${svc!.servicio_id}/${week.inicio}/${week.termino}`;
  const up = await fetch(`${nginx.url}${uploadPath}`, {
    method: 'POST',
    headers: { ...body.headers, cookie },
    body: new Uint8Array(body.payload),
  });
  assert.equal(up.status, 201, await up.text());
  const { rows: stored } = await db.query<{ nombre: string; extension: string; nombre_original: string }>(
    `select a.nombre, a.extension, a.nombre_original from archivo_servicio a join carga c using (carga_id)
     where c.servicio_id = $1 and c.inicio = $2`,
    [svc!.servicio_id, week.inicio],
  );
  assert.equal(stored.length, 3);
  for (const f of stored) {
    const original = files.find((x) => x.filename === f.nombre_original)!.data;
    for (const s of [a, b]) {
      const r = await fetch(`${s.url}/api/v1/descargar/servicios/${f.nombre}.${f.extension}`, {
        headers: { cookie },
      });
      assert.equal(r.status, 200);
      assert.ok(Buffer.from(await r.arrayBuffer()).equals(original), `${f.nombre_original} from ${s.name}`);
    }
  }
  const mp4 = stored.find((f) => f.extension === 'mp4')!;
  const ranged = await fetch(`${nginx.url}/api/v1/descargar/servicios/${mp4.nombre}.mp4`, {
    headers: { cookie, range: 'bytes=9000000-9000099' },
  });
  assert.equal(ranged.status, 206);
  assert.ok(Buffer.from(await ranged.arrayBuffer()).equals(video.subarray(9_000_000, 9_000_100)));

  step('a raster committed on A is processed once across both processes and served by B');
  await rasterProcesadoUnaVez({ db, storage, cookie }, a, b);

  step('pay an invoice through nginx');
  const {
    rows: [inv],
  } = await db.query<{ factura_id: number; saldo: string }>(
    `select factura_id, saldo from factura where saldo > 1000 order by factura_id limit 1`,
  );
  const pay = await fetch(`${nginx.url}/api/v1/pago/pagar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      pago0: { factura_id: inv!.factura_id, abono: 1000, num_factura_sii: '777', comentarios: 'smoke' },
    }),
  });
  assert.equal(pay.status, 201, await pay.text());
  const after = await db.query<{ saldo: string }>('select saldo from factura where factura_id = $1', [
    inv!.factura_id,
  ]);
  assert.equal(Number(after.rows[0]!.saldo), Number(inv!.saldo) - 1000);

  step('the two schedulers ran each task exactly once');
  const { rows: tareas } = await db.query<{ event_name: string }>('select event_name from tarea_programada');
  await waitRuns(db, tareas.length);
  const { rows: runs } = await db.query<{ event_name: string; n: string; runners: string }>(
    `select event_name, count(*) n, string_agg(runner, ',') runners from tarea_ejecucion group by event_name`,
  );
  assert.equal(runs.length, tareas.length);
  for (const r of runs) assert.equal(Number(r.n), 1, `${r.event_name} ran ${r.n} times (${r.runners})`);
  const ranInLogs = (s: typeof a) => (s.log().match(/tarea \w+: (ok|error)/g) ?? []).length;
  assert.equal(ranInLogs(a) + ranInLogs(b), tareas.length, 'each task reported by exactly one process');
  console.log(`  ${tareas.length} tasks; run by A: ${ranInLogs(a)}, by B: ${ranInLogs(b)}`);

  step('the database drops every connection (a restart, a failover): both processes survive and serve');
  // Requests at once to each process, so each holds idle connections (the pool closes them after 10 s).
  for (const s of [a, b])
    await Promise.all(
      Array.from({ length: 4 }, () => fetch(`${s.url}/api/v1/usuario/sesion`, { headers: { cookie } })),
    );
  await terminateBackends(PG, databaseUrl);
  for (const s of [a, b]) {
    let r = await fetch(`${s.url}/api/v1/usuario/sesion`, { headers: { cookie } });
    if (r.status === 503) r = await fetch(`${s.url}/api/v1/usuario/sesion`, { headers: { cookie } });
    assert.equal(r.status, 200, `${s.name} serves after the database dropped its connections`);
    assert.equal((await fetch(`${s.url}/health/ready`)).status, 200, `${s.name} is ready again`);
    assert.equal(s.proc.exitCode, null, `${s.name} is still running`);
  }
  await waitFor('the lost connections in both logs', async () =>
    [a, b].every((s) => s.log().includes('se perdió una conexión inactiva')),
  );
  for (let i = 0; i < 6; i++)
    assert.equal((await fetch(`${nginx.url}/api/v1/usuario/sesion`, { headers: { cookie } })).status, 200);

  step('kill B mid-upload: no rows, no objects, and A keeps serving through nginx');
  const keysBefore = await allKeys(storage);
  const killWeek = weekOf(addDays(todayInSantiago(new Date()), 28));
  const sent = await uploadUntilKilled(
    b,
    `/api/v1/servicio/subir/edeb/${svc!.servicio_id}/${killWeek.inicio}/${killWeek.termino}`,
    cookie,
  );
  console.log(`  B killed after ${Math.round(sent / 1024 / 1024)} MiB of a video`);
  const cargas = await db.query('select 1 from carga where servicio_id = $1 and inicio = $2', [
    svc!.servicio_id,
    killWeek.inicio,
  ]);
  assert.equal(cargas.rowCount, 0, 'no carga row');
  assert.deepEqual(await allKeys(storage), keysBefore, 'no new object in the bucket');
  for (let i = 0; i < 6; i++) {
    const r = await fetch(`${nginx.url}/api/v1/usuario/sesion`, { headers: { cookie } });
    assert.equal(r.status, 200, 'nginx still answers through A');
  }
  // The parts B had sent stay in S3 as an unfinished multipart upload until the sweep aborts it,
  // which knows it from the row B wrote before sending them (decision 015).
  const { rows: pending } = await db.query<{ proceso: string }>('select proceso from multipart_pendiente');
  assert.deepEqual(
    pending.map((r) => r.proceso.split(':').pop()),
    [String(b.proc.pid)],
    'B recorded its multipart upload',
  );
  storage.useMultipartLedger!(multipartLedger(drizzle(db) as unknown as Db, () => new Date()));
  const stale = await storage.abortStaleUploads!(new Date(Date.now() + 3600_000));
  console.log(`  unfinished multipart uploads left by B, aborted as the sweep job would: ${stale}`);
  assert.equal(stale, 1);
  assert.equal((await db.query('select 1 from multipart_pendiente')).rowCount, 0);
  assert.deepEqual(await allKeys(storage), keysBefore);

  step('A stops gracefully on SIGTERM');
  assert.equal(await a.stop('SIGTERM'), 0);
}

/** What a PostgreSQL restart does to the app: every connection to its database is terminated. */
async function terminateBackends(serverUrl: string, databaseUrl: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [new URL(databaseUrl).pathname.slice(1)],
    );
    console.log(`  ${rowCount} connections terminated`);
  } finally {
    await admin.end();
  }
  await sleep(300); // the processes hear of it
}

async function allKeys(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of storage.list('')) keys.push(o.key);
  return keys.sort();
}

async function waitRuns(db: pg.Pool, n: number) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const { rows } = await db.query<{ n: string }>(
      'select count(*) n from tarea_programada where last_run_at is not null',
    );
    if (Number(rows[0]!.n) === n) {
      const running = await db.query("select 1 from tarea_ejecucion where status = 'running'");
      if (running.rowCount === 0) return;
    }
    if (Date.now() > deadline) throw new Error('the schedulers did not run every task');
    await sleep(500);
  }
}

/** Streams a large video to one process directly and SIGKILLs it once 40 MiB are in. */
async function uploadUntilKilled(
  target: { port: number; stop(s: NodeJS.Signals): Promise<unknown> },
  urlPath: string,
  cookie: string,
): Promise<number> {
  const boundary = 'agrosmokeboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="video0"; filename="largo.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const total = 200 * 1024 * 1024;
  const req = http.request({
    host: '127.0.0.1',
    port: target.port,
    method: 'POST',
    path: urlPath,
    headers: {
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + total + 50,
    },
  });
  req.on('error', () => undefined); // expected: the process dies
  req.on('response', (res) => res.resume());
  req.write(head);
  req.write(FILES.mp4());
  let sent = FILES.mp4().length;
  const chunk = Buffer.alloc(1024 * 1024, 9);
  while (sent < 40 * 1024 * 1024) {
    if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
    sent += chunk.length;
  }
  await sleep(500); // let the first parts reach S3
  await target.stop('SIGKILL');
  req.destroy();
  return sent;
}

main()
  .then(async () => {
    await stopAll();
    console.log('cluster smoke: 1 passed, 0 failed');
  })
  .catch(async (err: unknown) => {
    console.error(err);
    await stopAll();
    console.log('cluster smoke: 0 passed, 1 failed');
    process.exit(1);
  });
