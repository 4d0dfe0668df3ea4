// Heavy work at 10 connections on PostgreSQL (issue 25): the map list of a company with 1,000
// territories, a period ZIP, XLSX/CSV exports of ~100 k rows and PDFs; for each, its own figure against a
// ceiling in the same run, and whether it stalls the server (lib/stall.mjs). BENCH_BASELINE_CMD runs
// the same jobs against another build on the same database, in the same run.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { getJson, load, login, median } from './lib/http.mjs';
import { seedArchivos, seedMapa } from './lib/heavy-seed.mjs';
import { startNginx } from './lib/nginx.mjs';
import { scratchDatabase, withClient } from './lib/pg.mjs';
import { seedRegistry } from './lib/registry-seed.mjs';
import { scratchDir, startBaseline, startHelper, startProduct } from './lib/server.mjs';
import { idleProbe, underProbe } from './lib/stall.mjs';
import { wrk } from './lib/wrk.mjs';

/** Bytes on the wire of one GET with `accept-encoding` (none: identity), and its content-encoding. */
function wireBytes(url, cookie, encoding) {
  return new Promise((resolve, reject) => {
    const headers = { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) };
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (c) => (bytes += c.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
      })
      .on('error', reject);
  });
}

/** `n` requests at once, each read to its end; seconds for all and failures. */
async function concurrent(url, cookie, n) {
  const t0 = performance.now();
  const res = await Promise.all(
    Array.from({ length: n }, async () => {
      const r = await fetch(url, { headers: { cookie } });
      const bytes = (await r.arrayBuffer()).byteLength;
      return { ok: r.ok, bytes };
    }),
  );
  return {
    seconds: (performance.now() - t0) / 1000,
    bad: res.filter((r) => !r.ok).length,
    bytes: res[0].bytes,
  };
}

async function timed(url, cookie) {
  const t0 = performance.now();
  const r = await fetch(url, { headers: { cookie } });
  const bytes = (await r.arrayBuffer()).byteLength;
  if (!r.ok) throw new Error(`GET ${url}: ${r.status}`);
  return { seconds: (performance.now() - t0) / 1000, bytes };
}

const EXPORT_SQL = `select p.parcela_id, p.cp_id, p.parcelarel_id, c.nombre, p.nombre, p.region, p.ciudad,
  p.direccion_ref, p.tags, p.is_active, p.date_entered
  from parcela p join cliente_principal c on c.cp_id = p.cp_id order by p.parcela_id`;

/** `psql \copy` of the exported rows to /dev/null, seconds (median of `rounds`). */
function psqlCopy(dbUrl, rounds) {
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    const r = spawnSync('psql', [
      dbUrl,
      '-q',
      '-c',
      `\\copy (${EXPORT_SQL.replace(/\s+/g, ' ')}) to '/dev/null' with csv`,
    ]);
    if (r.status !== 0) throw new Error(`psql: ${r.stderr}`);
    times.push((performance.now() - t0) / 1000);
  }
  return median(times);
}

// BENCH_HEAVY_JOBS=zip,export runs only those jobs (default: all), e.g. to measure one change quickly.
const JOBS = ['mapa', 'zip', 'export', 'export10', 'pdf'];
const selected = new Set(process.env.BENCH_HEAVY_JOBS?.split(',').map((s) => s.trim()) ?? JOBS);
for (const j of selected)
  if (!JOBS.includes(j)) throw new Error(`BENCH_HEAVY_JOBS: unknown job ${j}: ${JOBS}`);

/** Every heavy job against one server. */
async function jobs(server, opts) {
  const cliente = await login(server.url, 'cliente@agrodemo.cl');
  const admin = await login(server.url, 'admin@agrodemo.cl');
  const out = { idle: await idleProbe(server, opts.duration) };
  const ctx = { ...opts, server, cliente, admin, out };
  if (selected.has('mapa')) await mapaJob(ctx);
  if (selected.has('zip')) await zipJob(ctx);
  if (selected.has('export') || selected.has('export10')) await exportJobs(ctx);
  if (selected.has('pdf')) await pdfJobs(ctx);
  return out;
}

/** The map list, against bare Fastify answering the same bytes. */
async function mapaJob({ server, cliente, out, duration, logDir, dir }) {
  const mapaUrl = `${server.url}/api/v1/mapa/territorios`;
  const body = path.join(dir, `${server.name}-mapa.json`);
  const res = await fetch(mapaUrl, { headers: { cookie: cliente } });
  writeFileSync(body, Buffer.from(await res.arrayBuffer()));
  const bare = await startHelper('bare-server.mjs', {
    name: `${server.name}-bare`,
    env: { BODY_FILE: body },
    logDir,
  });
  try {
    const [identity, br, gzip] = await Promise.all(
      [undefined, 'br', 'gzip'].map((e) => wireBytes(mapaUrl, cliente, e)),
    );
    // At least 10 s: before issue 25 one answer took seconds, and a run must complete some.
    const long = Math.max(duration, 10);
    await load(mapaUrl, { cookie: cliente, connections: 10, duration: 2, timeout: 60 });
    await load(`${bare.url}/x`, { connections: 10, duration: 2 });
    const bareRun = await load(`${bare.url}/x`, { connections: 10, duration: long });
    out.mapa = await underProbe(server, async () => ({
      ...(await load(mapaUrl, { cookie: cliente, connections: 10, duration: long, timeout: 60 })),
      bareP50: bareRun.p50,
      bareRps: bareRun.rps,
      bytes: {
        identity: identity.bytes,
        br: br.bytes,
        brSent: br.encoding,
        gzip: gzip.bytes,
        gzipSent: gzip.encoding,
      },
    }));
  } finally {
    await bare.stop();
  }
}

/** The period ZIP and a plain download of the same size through the same server; nginx serves the zip. */
async function zipJob({ server, admin, out, rounds, duration, dir, urls }) {
  const zipUrl = server.url + urls.zip;
  const plainUrl = server.url + urls.plain;
  const www = path.join(dir, `${server.name}-www`);
  mkdirSync(www, { recursive: true });
  writeFileSync(
    path.join(www, 'p.zip'),
    Buffer.from(await (await fetch(zipUrl, { headers: { cookie: admin } })).arrayBuffer()),
  );
  chmodSync(dir, 0o755);
  chmodSync(www, 0o755);
  const nginx = await startNginx(`location / { root ${www}; }`);
  try {
    const runs = { zip: [], plain: [], nginx: [] };
    const targets = { zip: [zipUrl, admin], plain: [plainUrl, admin], nginx: [`${nginx.url}/p.zip`] };
    for (const [u, c] of Object.values(targets)) await wrk(u, { cookie: c, duration: 2 });
    for (let r = 0; r < rounds; r++)
      for (const [name, [u, c]] of Object.entries(targets))
        runs[name].push(await wrk(u, { cookie: c, duration }));
    const mib = (name) => median(runs[name].map((x) => x.mibPerSec));
    out.zip = await underProbe(server, async () => {
      const z = await wrk(zipUrl, { cookie: admin, duration });
      return { underProbeMiBs: z.mibPerSec, zip: mib('zip'), plain: mib('plain'), nginx: mib('nginx') };
    });
  } finally {
    await nginx.stop();
  }
}

/** Exports of the territory registry, one at a time (throughput), then 10 at once (stall). */
async function exportJobs({ server, admin, out, rounds, dbUrl, rows }) {
  const exportUrl = (f) => `${server.url}/api/v1/parcela/all/exportar?formato=${f}`;
  const one = async (f) => {
    const t = [];
    let bytes = 0;
    for (let r = 0; r < rounds; r++) {
      const x = await timed(exportUrl(f), admin);
      t.push(x.seconds);
      bytes = x.bytes;
    }
    return { seconds: median(t), rowsPerSec: rows / median(t), bytes };
  };
  if (selected.has('export')) {
    const load1 = os.loadavg()[0];
    out.export = {
      csv: await one('csv'),
      xlsx: await one('xlsx'),
      psqlCopySeconds: psqlCopy(dbUrl, rounds),
      rows,
      loadavg: Number(((load1 + os.loadavg()[0]) / 2).toFixed(1)),
    };
  }
  if (!selected.has('export10')) return;
  out.exportCsv10 = await underProbe(server, () => concurrent(exportUrl('csv'), admin, 10));
  out.exportXlsx10 = await underProbe(server, () => concurrent(exportUrl('xlsx'), admin, 10));
}

/** PDFs as the principal client. */
async function pdfJobs({ server, cliente, out, duration, urls }) {
  const { facturas } = await getJson(`${server.url}/api/v1/factura/cp/${urls.cpId}`, cliente);
  const pdfUrls = {
    factura: `${server.url}/api/v1/factura/pdf/${facturas[0].factura_id}`,
    estado: `${server.url}/api/v1/factura/estado-cuenta/${urls.cpId}?inicio=2025-01-01&termino=2026-12-31`,
  };
  for (const [name, u] of Object.entries(pdfUrls)) {
    await load(u, { cookie: cliente, connections: 10, duration: 2 });
    out[`pdf_${name}`] = await underProbe(server, () =>
      load(u, { cookie: cliente, connections: 10, duration }),
    );
  }
}

export async function run({ rounds, duration, logDir }) {
  const db = await scratchDatabase('heavy');
  const dir = scratchDir('heavy');
  const started = [];
  try {
    const product = await startProduct({
      name: 'product-heavy',
      databaseUrl: db.url,
      env: { JOBS_ENABLED: 'false' },
      logDir,
    });
    started.push(product);
    const servers = [product];
    if (process.env.BENCH_BASELINE_CMD) {
      // The same files directory as the product: the report files uploaded below are the same rows.
      const before = await startBaseline({
        name: 'before-heavy',
        databaseUrl: db.url,
        dataDir: product.dataDir,
        env: { JOBS_ENABLED: 'false' },
        logDir,
      });
      started.push(before);
      servers.unshift(before);
    }
    const mapa = await withClient(db.url, (c) => seedMapa(c));
    const registry = await withClient(db.url, (c) => seedRegistry(c));
    const admin = await login(product.url, 'admin@agrodemo.cl');
    const { servicio } = await getJson(`${product.url}/api/v1/servicio/1`, admin);
    const urls = {
      ...(await seedArchivos(product.url, admin, servicio[0].servicio_id, dir)),
      cpId: mapa.cpId,
    };
    const out = { seeded: { mapa, registry } };
    for (const s of servers)
      out[s.name.startsWith('before') ? 'before' : 'after'] = await jobs(s, {
        rounds,
        duration,
        logDir,
        dir,
        urls,
        dbUrl: db.url,
        rows: registry.parcelas,
      });
    return out;
  } finally {
    for (const s of started.reverse()) await s.stop();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
