// "Does heavy work stall the server?": the server's own event-loop delay (lib/loop-probe.mjs) and the
// latency of GET /health (lib/health-probe.mjs) while a job runs, against the same probe at rest.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { percentile } from './http.mjs';
import { sleep } from './proc.mjs';

/** Asks the server for its event-loop histogram since the last call (and resets it). */
async function loopDelay(server) {
  rmSync(server.loopFile, { force: true });
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 200 && !existsSync(server.loopFile); i++) await sleep(25);
  await sleep(25);
  return JSON.parse(readFileSync(server.loopFile, 'utf8'));
}

/** Runs `job()` while probing; returns the job's result with /health p50/p99, loop delay and load. */
export async function underProbe(server, job) {
  await loopDelay(server);
  const probe = new Worker(new URL('./health-probe.mjs', import.meta.url), {
    workerData: { url: `${server.url}/health` },
  });
  const times = new Promise((resolve) => probe.once('message', resolve));
  const load1 = os.loadavg()[0];
  const result = await job();
  probe.postMessage('stop');
  const t = await times;
  await probe.terminate();
  const loop = await loopDelay(server);
  return {
    ...result,
    health: {
      p50: percentile(t, 50),
      p99: percentile(t, 99),
      n: t.length,
      failed: t.filter((x) => x === Infinity).length,
    },
    loop: { maxMs: loop.max, p99Ms: loop.p99 },
    loadavg: Number(((load1 + os.loadavg()[0]) / 2).toFixed(1)),
  };
}

/** The same probe with nothing else running, for `seconds`. */
export const idleProbe = (server, seconds) => underProbe(server, () => sleep(seconds * 1000));
