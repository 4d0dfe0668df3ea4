// Download of a 50 MB MP4 (10 connections, wrk) from the product vs nginx `sendfile` serving the same
// bytes, interleaved; and the server's RSS while it receives a 500 MB upload (it should stream).
import { chmodSync, copyFileSync, mkdirSync, openAsBlob, rmSync } from 'node:fs';
import path from 'node:path';
import { getJson, login, median } from './lib/http.mjs';
import { startNginx } from './lib/nginx.mjs';
import { memoryOf, rssSampler } from './lib/proc.mjs';
import { scratchDir, startProduct } from './lib/server.mjs';
import { wrk } from './lib/wrk.mjs';
import { writeMp4 } from './lib/files.mjs';

const MiB = 2 ** 20;
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
  let server;
  let nginx;
  try {
    server = await startProduct({ name: 'product-download', env: { JOBS_ENABLED: 'false' }, logDir });
    const cookie = await login(server.url, 'admin@agrodemo.cl');
    const { servicio } = await getJson(`${server.url}/api/v1/servicio/1`, cookie);
    const rssBefore = memoryOf(server.pid).rss;
    const sampler = rssSampler(server.pid);
    const t0 = performance.now();
    const archivos = await upload(server, cookie, servicio[0].servicio_id, { video0: video, video1: big });
    const uploadSeconds = (performance.now() - t0) / 1000;
    const mem = sampler.stop();
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
    const summary = (rs) => ({
      mibPerSec: median(rs.map((x) => x.mibPerSec)),
      min: Math.min(...rs.map((x) => x.mibPerSec)),
      max: Math.max(...rs.map((x) => x.mibPerSec)),
      bad: rs.reduce((a, x) => a + x.bad, 0),
    });
    return {
      download: { product: summary(runs.product), nginx: summary(runs.nginx), rangeOk: true },
      upload: {
        mib: 550,
        seconds: uploadSeconds,
        rssBeforeMiB: rssBefore,
        rssPeakMiB: mem.max,
        growthMiB: mem.max - rssBefore,
      },
    };
  } finally {
    await nginx?.stop();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
