// Idle memory of the server process: 10 s after its first start on an empty data directory (migrations
// and the demo seed), then restarted on that data set (as on any restart), left alone for a while, then
// after a little traffic; on PGlite and PostgreSQL, against a bare Fastify process. And what `npm start`
// leaves resident: every process of its tree.
import { getJson, login } from './lib/http.mjs';
import { scratchDatabase } from './lib/pg.mjs';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { descendants, memoryOf, pidListeningOn, sleep, startProcess, waitForHttp } from './lib/proc.mjs';
import { ROOT, SESSION_SECRET, freePort, scratchDir, startHelper, startProduct } from './lib/server.mjs';

const SETTLE_MS = 10_000;

async function measure(name, databaseUrl, logDir) {
  const dataDir = scratchDir(name);
  try {
    // The first start migrates and seeds the demo data; then every start after it.
    const first = await startProduct({ name: `${name}-first`, databaseUrl, dataDir, logDir });
    await sleep(SETTLE_MS);
    const firstStart = memoryOf(first.pid);
    await first.stop();
    const server = await startProduct({ name, databaseUrl, dataDir, logDir });
    try {
      await sleep(SETTLE_MS);
      const idle = memoryOf(server.pid);
      const cookie = await login(server.url, 'cliente@agrodemo.cl');
      for (let i = 0; i < 50; i++) await getJson(`${server.url}/api/v1/parcela/cp/1`, cookie);
      await sleep(SETTLE_MS);
      const afterTraffic = memoryOf(server.pid);
      return {
        firstStartMiB: firstStart.rss,
        firstStartHighWaterMiB: firstStart.hwm,
        idleMiB: idle.rss,
        afterTrafficMiB: afterTraffic.rss,
        highWaterMiB: afterTraffic.hwm,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm start` on a seeded PGlite data set: the RSS of npm and of every process below it. */
async function npmStart(logDir) {
  const dataDir = scratchDir('npm-start');
  const port = await freePort();
  const proc = startProcess('npm', ['start'], {
    cwd: ROOT,
    logFile: path.join(logDir, 'npm-start.log'),
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SESSION_SECRET,
      JOBS_ENABLED: 'false',
    },
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/health`, proc);
    await sleep(SETTLE_MS);
    const tree = [proc.pid, ...descendants(proc.pid)].map((pid) => ({
      pid,
      command: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 3).join(' '),
      rssMiB: memoryOf(pid).rss,
    }));
    return { server: pidListeningOn(port), tree };
  } finally {
    await proc.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run({ logDir }) {
  const out = { pglite: await measure('idle-pglite', undefined, logDir), npmStart: await npmStart(logDir) };
  const db = await scratchDatabase('idle');
  try {
    out.postgres = await measure('idle-pg', db.url, logDir);
  } finally {
    await db.drop();
  }
  const bare = await startHelper('bare-server.mjs', { name: 'idle-bare', logDir });
  await sleep(SETTLE_MS);
  out.bare = { idleMiB: memoryOf(bare.pid).rss };
  await bare.stop();
  return out;
}
