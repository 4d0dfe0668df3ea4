// Download of a 50 MB MP4 (10 connections, wrk) from the product vs nginx `sendfile` serving the same
// bytes, interleaved; then the same download through nginx in front of the product restarted with
// STORAGE_ACCEL_REDIRECT (the product checks, nginx sends). And the server's RSS while it receives a
// 550 MB upload (it should stream) and 10 s after it (PGlite).
import { chmodSync, copyFileSync, mkdirSync, openAsBlob, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { getJson, login, median } from './lib/http.mjs';
import { startNginx } from './lib/nginx.mjs';
import { memoryOf, rssSampler, sleep } from './lib/proc.mjs';
import { scratchDir, startProduct } from './lib/server.mjs';
import { wrk } from './lib/wrk.mjs';
import { writeMp4 } from './lib/files.mjs';

// nginx's workers run unprivileged: the stored files must be readable by them.
function chmodR(dir) {
  chmodSync(dir, 0o755);
  for (const e of readdirSync(dir, { withFileTypes: true }))
    if (e.isDirectory()) chmodR(path.join(dir, e.name));
    else chmodSync(path.join(dir, e.name), 0o644);
}
// A Monday–Sunday week far from the demo data's weeks, so the upload never meets a 409.
const WEEK = '2030-01-07/2030-01-13';

async function upload(server, cookie, servicioId, files) {
  const form = new FormData();
  for (const [field, file] of Object.entries(files))
    form.append(field, await openAsBlob(file), path.basename(file));
  const res = await fetch(`${server.url}/api/v1/servicio/subir/edeb/${servicioId}/${WEEK}`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (await res.json()).archivos;
}

export async function run({ rounds, duration, logDir }) {
  const dir = scratchDir('files');
  const big = path.join(dir, 'big.mp4');
  const video = path.join(dir, 'video.mp4');
  writeMp4(video, 50 * 1024 * 1024);
  writeMp4(big, 500 * 1024 * 1024);
  const dataDir = scratchDir('download-data');
  let server;
  let nginx;
  let accel;
  try {
    server = await startProduct({
      name: 'product-download',
      dataDir,
      env: { JOBS_ENABLED: 'false' },
      logDir,
    });
    const cookie = await login(server.url, 'admin@agrodemo.cl');
    const { servicio } = await getJson(`${server.url}/api/v1/servicio/1`, cookie);
    const rssBefore = memoryOf(server.pid).rss;
    const sampler = rssSampler(server.pid);
    const t0 = performance.now();
    const archivos = await upload(server, cookie, servicio[0].servicio_id, { video0: video, video1: big });
    const uploadSeconds = (performance.now() - t0) / 1000;
    const mem = sampler.stop();
    await sleep(10_000);
    const rssAfter = memoryOf(server.pid).rss;
    const stored = archivos.find((a) => a.tamano === 50 * 1024 * 1024);
    const productUrl = `${server.url}/api/v1/descargar/servicios/${stored.nombre}.${stored.extension}`;
    const ranged = await fetch(productUrl, { headers: { cookie, range: 'bytes=0-99' } });
    if (ranged.status !== 206 || (await ranged.arrayBuffer()).byteLength !== 100)
      throw new Error('Range broken');

    mkdirSync(path.join(dir, 'www'));
    copyFileSync(video, path.join(dir, 'www/video.mp4'));
    chmodSync(dir, 0o755);
    nginx = await startNginx(`location / { root ${dir}/www; }`);
    const targets = { product: [productUrl, cookie], nginx: [`${nginx.url}/video.mp4`] };
    const runs = { product: [], nginx: [] };
    for (const [url, c] of Object.values(targets)) await wrk(url, { cookie: c, duration: 2 });
    for (let r = 0; r < rounds; r++) {
      for (const [name, [url, c]] of Object.entries(targets))
        runs[name].push(await wrk(url, { cookie: c, duration }));
    }
    // The X-Accel-Redirect path: the same data, the product restarted to hand permitted downloads to
    // nginx's internal location (deploy docs), nginx in front of it.
    await server.stop();
    server = await startProduct({
      name: 'product-accel',
      dataDir,
      env: { JOBS_ENABLED: 'false', STORAGE_ACCEL_REDIRECT: '/_agro_files/' },
      logDir,
    });
    chmodR(dataDir);
    accel = await startNginx(
      `location /_agro_files/ { internal; alias ${dataDir}/files/; }
       location / { proxy_pass http://127.0.0.1:${server.port}; proxy_set_header Host $host; }`,
    );
    const accelUrl = `${accel.url}${new URL(productUrl).pathname}`;
    const accelCookie = await login(accel.url, 'admin@agrodemo.cl');
    const check = await fetch(accelUrl, { headers: { cookie: accelCookie, range: 'bytes=0-99' } });
    if (check.status !== 206 || (await check.arrayBuffer()).byteLength !== 100)
      throw new Error(`X-Accel-Redirect through nginx: ${check.status}`);
    runs.accel = [];
    runs.nginx2 = [];
    const accelTargets = { accel: [accelUrl, accelCookie], nginx2: targets.nginx };
    await wrk(accelUrl, { cookie: accelCookie, duration: 2 });
    for (let r = 0; r < rounds; r++) {
      for (const [name, [url, c]] of Object.entries(accelTargets))
        runs[name].push(await wrk(url, { cookie: c, duration }));
    }
    const summary = (rs) => ({
      mibPerSec: median(rs.map((x) => x.mibPerSec)),
      min: Math.min(...rs.map((x) => x.mibPerSec)),
      max: Math.max(...rs.map((x) => x.mibPerSec)),
      bad: rs.reduce((a, x) => a + x.bad, 0),
    });
    return {
      download: {
        product: summary(runs.product),
        nginx: summary(runs.nginx),
        accel: summary(runs.accel),
        nginxWithAccel: summary(runs.nginx2),
        rangeOk: true,
      },
      upload: {
        mib: 550,
        seconds: uploadSeconds,
        rssBeforeMiB: rssBefore,
        rssPeakMiB: mem.max,
        growthMiB: mem.max - rssBefore,
        rssAfterMiB: rssAfter,
      },
    };
  } finally {
    await accel?.stop();
    await nginx?.stop();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
