// The list endpoints under load (autocannon, 50 connections), on PGlite and PostgreSQL, against a bare
// Fastify route and the same answers through a raw `pg` Pool, interleaved round by round.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getJson, load, login, median } from './lib/http.mjs';
import { scratchDatabase } from './lib/pg.mjs';
import { SESSION_SECRET, scratchDir, startBaseline, startHelper, startProduct } from './lib/server.mjs';

/** Runs each target `rounds` times, one after another in turn, and keeps the medians. */
async function interleaved(targets, { rounds, duration, connections }) {
  const runs = Object.fromEntries(targets.map((t) => [t.name, []]));
  // Each target must answer 200 with a body of the same size, or the comparison means nothing.
  const bytes = {};
  for (const t of targets) {
    const res = await fetch(t.url, { headers: t.cookie ? { cookie: t.cookie } : {} });
    bytes[t.name] = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`${t.name} ${t.url}: ${res.status}`);
  }
  for (const t of targets) await load(t.url, { cookie: t.cookie, connections, duration: 2 }); // warm-up
  for (let r = 0; r < rounds; r++) {
    for (const t of targets)
      runs[t.name].push(await load(t.url, { cookie: t.cookie, connections, duration }));
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, rs]) => [
      name,
      {
        rps: median(rs.map((x) => x.rps)),
        p50: median(rs.map((x) => x.p50)),
        p99: median(rs.map((x) => x.p99)),
        bad: rs.reduce((a, x) => a + x.bad, 0),
        bytes: bytes[name],
      },
    ]),
  );
}

export async function run({ rounds, duration, logDir }) {
  const db = await scratchDatabase('api');
  const bodyDir = scratchDir('body');
  const started = [];
  try {
    const [lite, pgs] = await Promise.all([
      startProduct({ name: 'product-pglite', logDir }),
      startProduct({ name: 'product-pg', databaseUrl: db.url, logDir }),
    ]);
    started.push(lite, pgs);
    // One at a time: the baseline's PostgreSQL server shares the database the product just seeded.
    const before = [];
    if (process.env.BENCH_BASELINE_CMD) {
      before.push(await startBaseline({ name: 'before-pglite', logDir }));
      started.push(before[0]);
      before.push(await startBaseline({ name: 'before-pg', databaseUrl: db.url, logDir }));
      started.push(before[1]);
    }
    const raw = await startHelper('raw-pg-server.mjs', {
      name: 'raw-pg',
      env: { DATABASE_URL: db.url, SESSION_SECRET },
      logDir,
    });
    started.push(raw);

    const cookies = {};
    for (const s of [lite, pgs, ...before]) {
      cookies[s.name] = {
        cliente: await login(s.url, 'cliente@agrodemo.cl'),
        empleado: await login(s.url, 'empleado@agrodemo.cl'),
      };
    }
    const cpPath = '/api/v1/parcela/cp/1';
    const bodyFile = path.join(bodyDir, 'parcelas.json');
    writeFileSync(bodyFile, JSON.stringify(await getJson(pgs.url + cpPath, cookies['product-pg'].cliente)));
    const bare = await startHelper('bare-server.mjs', { name: 'bare', env: { BODY_FILE: bodyFile }, logDir });
    started.push(bare);

    const servicioOf = async (s) => {
      const cookie = cookies[s.name].empleado;
      const { parcelas } = await getJson(`${s.url}/api/v1/empleado/parcela/listar`, cookie);
      const { servicio } = await getJson(`${s.url}/api/v1/servicio/${parcelas[0].parcela_id}`, cookie);
      return servicio[0].servicio_id;
    };
    const semanal = async (s) => `/api/v1/servicio/archivos/${await servicioOf(s)}/semanal`;
    const opts = { rounds, duration, connections: 50 };

    const cp = await interleaved(
      [
        { name: 'pglite', url: lite.url + cpPath, cookie: cookies['product-pglite'].cliente },
        { name: 'postgres', url: pgs.url + cpPath, cookie: cookies['product-pg'].cliente },
        ...before.map((s) => ({ name: s.name, url: s.url + cpPath, cookie: cookies[s.name].cliente })),
        { name: 'bare', url: bare.url + cpPath },
        { name: 'raw', url: raw.url + cpPath, cookie: cookies['product-pg'].cliente },
      ],
      opts,
    );
    const pgSemanal = await semanal(pgs);
    const files = await interleaved(
      [
        { name: 'pglite', url: lite.url + (await semanal(lite)), cookie: cookies['product-pglite'].empleado },
        { name: 'postgres', url: pgs.url + pgSemanal, cookie: cookies['product-pg'].empleado },
        ...(await Promise.all(
          before.map(async (s) => ({
            name: s.name,
            url: s.url + (await semanal(s)),
            cookie: cookies[s.name].empleado,
          })),
        )),
        { name: 'raw', url: raw.url + pgSemanal, cookie: cookies['product-pg'].empleado },
      ],
      opts,
    );
    return { parcelaCp: cp, archivosSemanal: files };
  } finally {
    for (const s of started.reverse()) await s.stop();
    await db.drop();
    rmSync(bodyDir, { recursive: true, force: true });
  }
}
