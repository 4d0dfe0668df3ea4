// Idle memory of the server process: started on an already seeded data set (as on any restart), left
// alone for a while, then after a little traffic; on PGlite and PostgreSQL, against a bare Fastify process.
import { getJson, login } from './lib/http.mjs';
import { scratchDatabase } from './lib/pg.mjs';
import { memoryOf, sleep } from './lib/proc.mjs';
import { scratchDir, startHelper, startProduct } from './lib/server.mjs';
import { rmSync } from 'node:fs';

const SETTLE_MS = 10_000;

async function measure(name, databaseUrl, logDir) {
  const dataDir = scratchDir(name);
  try {
    // The first start seeds the demo data; what an operator lives with is every start after it.
    await (await startProduct({ name: `${name}-seed`, databaseUrl, dataDir, logDir })).stop();
    const server = await startProduct({ name, databaseUrl, dataDir, logDir });
    try {
      await sleep(SETTLE_MS);
      const idle = memoryOf(server.pid);
      const cookie = await login(server.url, 'cliente@agrodemo.cl');
      for (let i = 0; i < 50; i++) await getJson(`${server.url}/api/v1/parcela/cp/1`, cookie);
      await sleep(SETTLE_MS);
      const afterTraffic = memoryOf(server.pid);
      return { idleMiB: idle.rss, afterTrafficMiB: afterTraffic.rss, highWaterMiB: afterTraffic.hwm };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run({ logDir }) {
  const out = { pglite: await measure('idle-pglite', undefined, logDir) };
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
