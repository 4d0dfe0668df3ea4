// Production-at-scale benchmark (not a test): run `npm run bench:scale` (root, Debian nginx and a local
// PostgreSQL needed). Prints the figures recorded in docs/PERFORMANCE.md, "Production at scale".
//  1. GET /api/v1/parcela/cp/1 as cliente@agrodemo.cl through nginx: one process vs two (interleaved runs).
//  2. Server RSS while a 1 GB video is uploaded through nginx to S3 (s3rver).
//  3. A 50 MB stored file downloaded with 10 connections: nginx sendfile vs the server from local disk.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { addDays, weekOf } from '@agro/domain/periods';
import { todayInSantiago } from '@agro/domain/format';
import { s3Env } from '../../apps/server/test/support/s3-config.ts';
import { startS3rver } from '../../apps/server/test/support/s3rver.ts';
import {
  buildServer,
  freePort,
  onStop,
  ROOT,
  scratchDatabase,
  startNginx,
  startServer,
  stopAll,
  waitFor,
} from '../../apps/server/test/cluster/harness.ts';
import { log, login, MB, mp4File, PG, rssKb, uploadFile } from './common.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const SECONDS = Number(process.env.SECONDS_PER_RUN ?? 10);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function cannon(url: string, opts: { connections: number; headers?: Record<string, string> }) {
  const r = await autocannon({
    url,
    duration: SECONDS,
    connections: opts.connections,
    headers: opts.headers,
  });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, bytesPerSec: r.throughput.average };
}

async function main() {
  log(
    `# bench/scale — ${new Date().toISOString()} — ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  buildServer();
  const s3 = await startS3rver(['agro-bench']);
  onStop(() => s3.close());
  const databaseUrl = await scratchDatabase(PG);
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  onStop(() => db.end());
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'bench-secret',
    PUBLIC_URL: 'http://localhost',
    TRUST_PROXY: 'true',
    JOBS_ENABLED: 'false',
    ...s3Env(s3, 's3://agro-bench'),
  };
  log('seeding the demo data into PostgreSQL and s3rver…');
  const a = await startServer('A', { ...env, SEED_DEMO: 'true' });
  const b = await startServer('B', { ...env, SEED_DEMO: 'false' });
  const one = await startNginx([`127.0.0.1:${a.port}`]);
  const two = await startNginx([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]);

  // 1. Throughput of an authenticated list, interleaved so drift on a shared machine hits both alike.
  const cookie = await login(one.url, 'cliente@agrodemo.cl');
  const listUrl = '/api/v1/parcela/cp/1';
  for (const n of [one, two]) await cannon(`${n.url}${listUrl}`, { connections: 10, headers: { cookie } }); // warm-up
  const rps: Record<'one' | 'two', number[]> = { one: [], two: [] };
  for (let i = 0; i < RUNS; i++) {
    rps.one.push((await cannon(`${one.url}${listUrl}`, { connections: 32, headers: { cookie } })).rps);
    rps.two.push((await cannon(`${two.url}${listUrl}`, { connections: 32, headers: { cookie } })).rps);
    log(
      `  run ${i + 1}: one process ${rps.one.at(-1)!.toFixed(0)} req/s, two ${rps.two.at(-1)!.toFixed(0)} req/s`,
    );
  }
  const m1 = median(rps.one);
  const m2 = median(rps.two);
  log(
    `list through nginx: one process ${m1.toFixed(0)} req/s, two ${m2.toFixed(0)} req/s (medians of ${RUNS}), ratio ${(m2 / m1).toFixed(2)}`,
  );

  // 2. Peak RSS of the server while a 1 GB video streams through nginx into S3.
  const admin = await login(one.url, 'admin@agrodemo.cl');
  const {
    rows: [svc],
  } = await db.query<{ servicio_id: number }>(
    "select servicio_id from servicio where tipo_servicio = 'EDEB Full' and not is_deleted order by servicio_id limit 1",
  );
  const gb = await mp4File(1024 * MB);
  const week = weekOf(addDays(todayInSantiago(new Date()), 35));
  const baseline = median(
    await Promise.all([0, 1, 2, 3, 4].map(async (i) => (await sleep(i * 200), rssKb(a.proc.pid!)))),
  );
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(a.proc.pid!))), 100);
  const started = Date.now();
  const status = await uploadFile(
    one.url,
    `/api/v1/servicio/subir/edeb/${svc!.servicio_id}/${week.inicio}/${week.termino}`,
    admin,
    gb,
    'video0',
  );
  clearInterval(sampler);
  if (status !== 201) throw new Error(`1 GB upload answered ${status}`);
  const secs = (Date.now() - started) / 1000;
  log(
    `1 GB upload to S3 through nginx: ${secs.toFixed(1)} s; server RSS ${Math.round(baseline / 1024)} MB before, peak ${Math.round(peak / 1024)} MB, growth ${Math.round((peak - baseline) / 1024)} MB`,
  );

  // 3. 50 MB download from local disk: nginx sendfile vs the server (and the bare read path).
  const c = await startServer('C', { ...env, STORAGE_URL: '', SEED_DEMO: 'false' });
  const file50 = await mp4File(50 * MB);
  const week2 = weekOf(addDays(todayInSantiago(new Date()), 42));
  const up = await uploadFile(
    c.url,
    `/api/v1/servicio/subir/edeb/${svc!.servicio_id}/${week2.inicio}/${week2.termino}`,
    admin,
    file50,
    'video0',
  );
  if (up !== 201) throw new Error(`50 MB upload answered ${up}`);
  const {
    rows: [f],
  } = await db.query<{ nombre: string; storage_key: string }>(
    'select a.nombre, a.storage_key from archivo_servicio a join carga using (carga_id) where carga.inicio = $1',
    [week2.inicio],
  );
  const stored = path.join(c.dataDir, 'files', f!.storage_key);
  const staticPort = await freePort();
  // The same files served by a second process that hands each permitted download to nginx.
  const accel = await startServer('C-accel', {
    ...env,
    STORAGE_URL: '',
    SEED_DEMO: 'false',
    DATA_DIR: c.dataDir,
    STORAGE_ACCEL_REDIRECT: '/_agro_files/',
  });
  const nginxC = await startNginx([`127.0.0.1:${accel.port}`], {
    site: `    location /_agro_files/ { internal; alias ${c.dataDir}/files/; }`,
    http: `
  server {
    listen 127.0.0.1:${staticPort};
    location /f { alias ${stored}; sendfile on; tcp_nopush on; default_type video/mp4; }
  }`,
  });
  const accelUrl = `${nginxC.url}/api/v1/descargar/servicios/${f!.nombre}.mp4`;
  const check = await fetch(accelUrl, { headers: { cookie: admin, range: 'bytes=0-99' } });
  const first = Buffer.from(await check.arrayBuffer());
  if (
    check.status !== 206 ||
    check.headers.get('content-type') !== 'video/mp4' ||
    !first.equals(readFileSync(stored).subarray(0, 100))
  )
    throw new Error(`X-Accel-Redirect through nginx: ${check.status} ${check.headers.get('content-type')}`);
  const bare = async (hwm: number) => {
    const port = await freePort();
    const p = spawn(
      process.execPath,
      [path.join(ROOT, 'bench/scale/disk-read-server.mjs'), stored, String(port), String(hwm)],
      { stdio: 'inherit' },
    );
    onStop(() => void p.kill());
    await waitFor(
      'bare server',
      async () => (await fetch(`http://127.0.0.1:${port}/f`, { method: 'HEAD' })).ok,
    );
    return `http://127.0.0.1:${port}/f`;
  };
  const b64 = await bare(64 * 1024);
  const b1m = await bare(MB);
  const download = `${c.url}/api/v1/descargar/servicios/${f!.nombre}.mp4`;
  const targets: [string, string, Record<string, string>?][] = [
    ['nginx sendfile', `http://127.0.0.1:${staticPort}/f`],
    ['server (auth + tenancy + DiskStorage, 1 MiB reads)', download, { cookie: admin }],
    [
      'server behind nginx, STORAGE_ACCEL_REDIRECT (checks, then nginx sendfile)',
      accelUrl,
      { cookie: admin },
    ],
    ['bare Fastify stream, 64 KiB reads (the old default)', b64],
    ['bare Fastify stream, 1 MiB reads', b1m],
  ];
  // curl (C) as the client: a JavaScript client parsing 50 MB bodies would measure itself.
  const rate = (url: string, headers: Record<string, string> = {}) => {
    const n = 40;
    const args = ['-s', '-f', '-Z', '--parallel-max', '10'];
    for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
    for (let i = 0; i < n; i++) args.push('-o', '/dev/null', url);
    const t0 = process.hrtime.bigint();
    const r = spawnSync('curl', args);
    if (r.status !== 0) throw new Error(`curl ${url}: ${r.status}`);
    return (n * 50) / (Number(process.hrtime.bigint() - t0) / 1e9);
  };
  const mbps: Record<string, number[]> = {};
  for (const [, url, headers] of targets) rate(url, headers); // warm-up: page cache, JIT
  for (let i = 0; i < Math.min(RUNS, 3); i++)
    for (const [name, url, headers] of targets) (mbps[name] ??= []).push(rate(url, headers));
  const ref = median(mbps['nginx sendfile']!);
  for (const [name] of targets) {
    const m = median(mbps[name]!);
    log(`50 MB download, 10 connections — ${name}: ${m.toFixed(0)} MB/s (${(m / ref).toFixed(2)} of nginx)`);
  }
}

main()
  .then(stopAll)
  .catch(async (err: unknown) => {
    console.error(err);
    await stopAll();
    process.exit(1);
  });
