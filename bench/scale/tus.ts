// Resumable-upload benchmark (not a test): `node --import tsx bench/scale/tus.ts` from the root after
// `npm run build -w @agro/server`; needs the local PostgreSQL. Prints the figures recorded in
// docs/PERFORMANCE.md, "Resumable uploads":
//  1. server RSS growth while one large video is uploaded with tus (tus-js-client, one PATCH for the
//     whole file as the browser sends it, or CHUNK_MB per PATCH), local-disk storage;
//  2. the wall time of that upload vs the one-request multipart upload of the same file (loopback).
// SIZE_MB (default 2048) sets the file size; RUNS (default 1) interleaved pairs.
import { createReadStream, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { Upload } from 'tus-js-client';
import { addDays, weekOf } from '@agro/domain/periods';
import { todayInSantiago } from '@agro/domain/format';
import {
  buildServer,
  scratchDatabase,
  startServer,
  stopAll,
} from '../../apps/server/test/cluster/harness.ts';
import { log, login, MB, mp4File, PG, rssKb, uploadFile } from './common.ts';

const SIZE = Number(process.env.SIZE_MB ?? 2048) * MB;
const RUNS = Number(process.env.RUNS ?? 1);
// Bytes per PATCH: the browser's setting (one request for the whole file) unless CHUNK_MB is set.
const CHUNK = process.env.CHUNK_MB ? Number(process.env.CHUNK_MB) * MB : Infinity;

/** The resumable upload as the browser makes it, then the commit; the commit's status. */
async function resumable(
  base: string,
  cookie: string,
  servicioId: number,
  w: { inicio: string; termino: string },
  file: string,
) {
  const id = await new Promise<string>((resolve, reject) => {
    const up = new Upload(createReadStream(file), {
      endpoint: `${base}/api/v1/subidas`,
      uploadSize: statSync(file).size,
      chunkSize: CHUNK,
      headers: { cookie },
      metadata: {
        servicio_id: String(servicioId),
        grupo: 'edeb',
        start: w.inicio,
        end: w.termino,
        campo: 'video0',
        filename: 'video.mp4',
      },
      onSuccess: () => resolve(up.url!.split('/').pop()!),
      onError: reject,
    });
    up.start();
  });
  const res = await fetch(`${base}/api/v1/servicio/confirmar/${servicioId}/${w.inicio}/${w.termino}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ periodo: 'semanal', archivos: [{ grupo: 'edeb', campo: 'video0', subida: id }] }),
  });
  return res.status;
}

async function measure(pid: number, run: () => Promise<number>, expected: number) {
  const baseline = rssKb(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 100);
  const started = Date.now();
  const status = await run();
  clearInterval(sampler);
  if (status !== expected) throw new Error(`answered ${status}`);
  const secs = (Date.now() - started) / 1000;
  return { secs, mibs: SIZE / MB / secs, baseline: baseline / 1024, growth: (peak - baseline) / 1024 };
}

async function main() {
  buildServer();
  const databaseUrl = await scratchDatabase(PG);
  const a = await startServer('tus', {
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'true',
    JOBS_ENABLED: 'false',
    NODE_ENV: 'development',
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const {
    rows: [svc],
  } = await db.query<{ servicio_id: number }>(
    "select servicio_id from servicio where tipo_servicio = 'EDEB Foliar' and not is_deleted order by servicio_id limit 1",
  );
  await db.end();
  const cookie = await login(a.url, 'admin@agrodemo.cl');
  const file = await mp4File(SIZE);
  log(
    `file: ${SIZE / MB} MiB, ${CHUNK === Infinity ? 'one PATCH' : `${CHUNK / MB} MiB per PATCH`}; server pid ${a.proc.pid}, local-disk storage, PostgreSQL`,
  );
  const today = todayInSantiago(new Date());
  for (let i = 0; i < RUNS; i++) {
    const w1 = weekOf(addDays(today, 35 + 14 * i));
    const w2 = weekOf(addDays(today, 42 + 14 * i));
    await sleep(2000);
    const one = await measure(
      a.proc.pid!,
      () =>
        uploadFile(
          a.url,
          `/api/v1/servicio/subir/edeb/${svc!.servicio_id}/${w1.inicio}/${w1.termino}`,
          cookie,
          file,
          'video0',
        ),
      201,
    );
    log(
      `one request: ${one.secs.toFixed(1)} s, ${one.mibs.toFixed(0)} MiB/s, RSS ${one.baseline.toFixed(0)} MB before, growth ${one.growth.toFixed(0)} MB`,
    );
    await sleep(2000);
    const tus = await measure(a.proc.pid!, () => resumable(a.url, cookie, svc!.servicio_id, w2, file), 201);
    log(
      `resumable (tus + commit): ${tus.secs.toFixed(1)} s, ${tus.mibs.toFixed(0)} MiB/s, RSS ${tus.baseline.toFixed(0)} MB before, growth ${tus.growth.toFixed(0)} MB; ${(tus.mibs / one.mibs).toFixed(2)} of one request`,
    );
  }
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
