// How the bench starts the product and its ceilings. serverCommand() is the one place that says how
// the product runs (its compiled build, as `npm start`), so another build can replace it without
// touching the benchmarks.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pidListeningOn, startProcess, waitForHttp } from './proc.mjs';
import { SERVER_ARGS } from '../../scripts/lib/server-command.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));
/** Fixed so the raw `pg` ceiling can find sessions the product made (both hash tokens with it). */
export const SESSION_SECRET = 'bench-secret-not-for-production';
const LOOP_PROBE = new URL('./loop-probe.mjs', import.meta.url).href;

/**
 * The command that runs the server, as `npm start` does once it has built it (scripts/start.mjs): the
 * compiled bundle, not tsx, whose loader thread alone adds ~75 MiB of RSS. BENCH_SERVER_CMD (a shell
 * line, run in the repository root) overrides it, e.g. for another build.
 */
export function serverCommand() {
  if (process.env.BENCH_SERVER_CMD) return { cmd: 'sh', args: ['-c', process.env.BENCH_SERVER_CMD] };
  return { cmd: process.execPath, args: SERVER_ARGS };
}

/** A TCP port nobody listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export const scratchDir = (name) => mkdtempSync(path.join(os.tmpdir(), `agro-bench-${name}-`));

/**
 * Starts the product on PGlite (databaseUrl unset) or PostgreSQL, seeded with the demo data, and waits
 * for /health. Returns {url, port, pid (the listening process), dataDir, loopFile, stop()}.
 */
export async function startProduct({ name, databaseUrl, dataDir, env = {}, logDir }) {
  const ownDir = !dataDir;
  dataDir ??= scratchDir(name);
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const { cmd, args } = serverCommand();
  const loopFile = path.join(dataDir, `.bench-loop-${port}.json`);
  const proc = startProcess(cmd, args, {
    cwd: ROOT,
    logFile: path.join(logDir ?? dataDir, `${name}.log`),
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET,
      SEED_DEMO: 'true',
      // The server's own event-loop delay, for lib/stall.mjs (the product's code is not changed).
      NODE_OPTIONS: `--import=${LOOP_PROBE}`,
      BENCH_LOOP_FILE: loopFile,
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const startMs = await waitForHttp(`${url}/health`, proc);
  const stop = async () => {
    await proc.stop();
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { name, url, port, pid: pidListeningOn(port), dataDir, loopFile, startMs, stop };
}

/**
 * Starts the product with another command (BENCH_BASELINE_CMD, e.g. an older commit's compiled
 * server), so "before" and "after" load in turn in one run on the same machine and database.
 * serverCommand() reads BENCH_SERVER_CMD when it spawns, so it is set only around that start.
 */
export async function startBaseline(opts) {
  const own = process.env.BENCH_SERVER_CMD;
  process.env.BENCH_SERVER_CMD = process.env.BENCH_BASELINE_CMD;
  try {
    return await startProduct(opts);
  } finally {
    if (own === undefined) delete process.env.BENCH_SERVER_CMD;
    else process.env.BENCH_SERVER_CMD = own;
  }
}

/** Starts one of the bench's own Node servers (bare Fastify, raw pg) from bench/lib. */
export async function startHelper(script, { name, env = {}, logDir }) {
  const port = await freePort();
  const proc = startProcess(process.execPath, [path.join(BENCH_DIR, 'lib', script)], {
    cwd: ROOT,
    logFile: logDir ? path.join(logDir, `${name}.log`) : undefined,
    env: { PORT: String(port), ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/health`, proc, 30_000);
  return { name, url, port, pid: pidListeningOn(port), stop: () => proc.stop() };
}
