// Processing under load (issue 27): a list endpoint at 50 connections, its p99 at rest and while the
// server's own background processor works through uploaded GeoTIFFs (decision 021: on the pool, off
// the event loop), interleaved round by round, with the server's event-loop delay, /health and the
// load average beside each (lib/stall.mjs). PostgreSQL; the rasters go through the upload API.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, login, median } from './lib/http.mjs';
import { scratchDatabase, withClient } from './lib/pg.mjs';
import { sleep } from './lib/proc.mjs';
import { ROOT, scratchDir, startProduct } from './lib/server.mjs';
import { underProbe } from './lib/stall.mjs';

const CONNECTIONS = 50;
/** Rasters per round and their width in pixels: enough work to outlast one measured load run. */
const POR_RONDA = 3;
const LADO = 2500;
const LISTA = '/api/v1/parcela/cp/1';

/**
 * Uploads one period with one NDVI raster, as staff do (the one-request path). Sent again once when
 * the connection failed while the body was written (a kept-alive connection the server had closed):
 * nothing was committed then.
 */
async function subir(url, cookie, servicioId, { archivo, semana }) {
  for (let intento = 1; ; intento++) {
    const fd = new FormData();
    fd.append('raster0', new Blob([readFileSync(archivo)], { type: 'image/tiff' }), path.basename(archivo));
    fd.append('raster0_desc', JSON.stringify({ tipo: 'indice', indice: 'NDVI' }));
    const destino = `${url}/api/v1/servicio/subir/edeb/${servicioId}/${semana.inicio}/${semana.termino}`;
    let res;
    try {
      res = await fetch(destino, { method: 'POST', headers: { cookie }, body: fd });
    } catch (err) {
      if (intento > 1) throw err;
      continue;
    }
    if (res.status !== 201) throw new Error(`upload ${semana.inicio}: ${res.status} ${await res.text()}`);
    return;
  }
}

const estados = (dbUrl) =>
  withClient(dbUrl, async (c) => {
    const { rows } = await c.query('select estado, count(*)::int n from raster group by estado');
    return Object.fromEntries(rows.map((r) => [r.estado, r.n]));
  });

/** Samples every 250 ms whether a raster is being processed; the share of samples where one was. */
function muestrearProceso(dbUrl) {
  let parar = false;
  const muestras = [];
  const hecho = (async () => {
    while (!parar) {
      muestras.push(((await estados(dbUrl)).procesando ?? 0) > 0);
      await sleep(250);
    }
  })();
  return async () => {
    parar = true;
    await hecho;
    return muestras.filter(Boolean).length / Math.max(1, muestras.length);
  };
}

async function esperar(what, check, ms) {
  const hasta = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > hasta) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

/**
 * The pid of the process that logged "Server listening": on this shared machine the socket lookup of
 * lib/proc.mjs (pidListeningOn) at times named another process or none, and the probe signals the pid.
 */
function pidDelLog(logFile) {
  const linea = readFileSync(logFile, 'utf8')
    .split('\n')
    .find((l) => l.includes('Server listening at'));
  const pid = Number(/"pid":(\d+)/.exec(linea ?? '')?.[1]);
  if (!pid) throw new Error(`no "Server listening" line with a pid in ${logFile}`);
  return pid;
}

const resumen = (xs) => ({
  rps: median(xs.map((x) => x.rps)),
  p50: median(xs.map((x) => x.p50)),
  p99: median(xs.map((x) => x.p99)),
  bad: xs.reduce((a, x) => a + x.bad, 0),
  healthP99: median(xs.map((x) => x.health.p99)),
  loopP99Ms: median(xs.map((x) => x.loop.p99Ms)),
  loopMaxMs: Math.max(...xs.map((x) => x.loop.maxMs)),
  loadavg: median(xs.map((x) => x.loadavg)),
  p99s: xs.map((x) => x.p99),
});

export async function run({ rounds, duration, logDir }) {
  const db = await scratchDatabase('rastercarga');
  const dir = scratchDir('raster-carga');
  let server;
  try {
    // The demo's own rasters are processed at seed time, before serving: not part of this figure.
    server = await startProduct({
      name: 'product-raster-carga',
      databaseUrl: db.url,
      logDir,
      env: { SEED_DEMO_RASTERS: 'false' },
    });
    const cliente = await login(server.url, 'cliente@agrodemo.cl');
    const admin = await login(server.url, 'admin@agrodemo.cl');
    const svc = await withClient(db.url, async (c) => {
      const { rows } = await c.query(
        `select s.servicio_id, l.geometria from servicio s join parcela_limite l using (parcela_id)
         where s.tipo_servicio in ('EDEB Full', 'EDEB Foliar') and not s.is_deleted order by s.servicio_id limit 1`,
      );
      return rows[0];
    });
    writeFileSync(path.join(dir, 'limite.json'), JSON.stringify(svc.geometria));
    const gen = spawnSync(
      process.execPath,
      [
        '--disable-warning=ExperimentalWarning',
        'bench/raster/carga.ts',
        dir,
        path.join(dir, 'limite.json'),
        String(rounds * POR_RONDA),
        String(LADO),
        '56',
      ],
      { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    if (gen.status !== 0) throw new Error(`bench/raster/carga.ts: ${gen.stderr}`);
    const entrada = JSON.parse(gen.stdout.trim().split('\n').at(-1));
    const rasters = entrada.semanas.map((semana) => ({ archivo: entrada.archivo, semana }));

    server.pid = pidDelLog(path.join(logDir, `${server.name}.log`));
    const url = server.url + LISTA;
    const medir = () =>
      underProbe(server, () => load(url, { cookie: cliente, connections: CONNECTIONS, duration }));
    await load(url, { cookie: cliente, connections: CONNECTIONS, duration: 2 }); // warm-up
    const reposo = [];
    const procesando = [];
    const actividad = [];
    const t0 = Date.now();
    for (let r = 0; r < rounds; r++) {
      reposo.push(await medir());
      for (const x of rasters.slice(r * POR_RONDA, (r + 1) * POR_RONDA))
        await subir(server.url, admin, svc.servicio_id, x);
      await esperar(
        'a raster being processed',
        async () => ((await estados(db.url)).procesando ?? 0) > 0,
        60_000,
      );
      const muestreo = muestrearProceso(db.url);
      procesando.push(await medir());
      actividad.push(await muestreo());
      // The next idle run must be idle: every raster of this round finished.
      await esperar(
        'the round’s rasters processed',
        async () => {
          const e = await estados(db.url);
          return !e.pendiente && !e.procesando;
        },
        15 * 60_000,
      );
    }
    const fin = await estados(db.url);
    const idle = resumen(reposo);
    const busy = resumen(procesando);
    return {
      endpoint: LISTA,
      connections: CONNECTIONS,
      reposo: idle,
      procesando: busy,
      ratioP99: busy.p99 / idle.p99,
      rasters: {
        cantidad: rasters.length,
        pixeles: `${entrada.ancho} × ${entrada.alto}`,
        listos: fin.listo ?? 0,
        errores: fin.error ?? 0,
        // Share of each loaded run during which a raster was being processed (1 = all of it).
        actividad: median(actividad),
        segundosTotales: (Date.now() - t0) / 1000,
      },
      nucleos: os.cpus().length,
    };
  } finally {
    await server?.stop();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
