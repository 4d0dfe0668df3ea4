import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = fileURLToPath(new URL('../..', import.meta.url));
let server: ChildProcess | undefined;
let dataDir = '';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the real production server (compiled by `npm run build`, built web app, embedded database, demo data) on a free port. */
export async function setup(project: TestProject) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'agro-e2e-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const baseUrl = `http://localhost:${port}`;
  server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      NODE_ENV: 'test',
      JOBS_ENABLED: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error('el servidor de pruebas no arrancó');
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited; // graceful: the database is closed before its folder goes
  }
  rmSync(dataDir, { recursive: true, force: true });
}
