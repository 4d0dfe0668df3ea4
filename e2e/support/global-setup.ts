import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../../scripts/lib/chromium.mjs';

let stop: (() => Promise<void>) | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the real production server (compiled by `npm run build`, built web app, embedded database, demo data) on a free port. */
export async function setup(project: TestProject) {
  const server = await startBuiltServer({
    port: 3900 + Math.floor(Math.random() * 90),
    tmpPrefix: 'agro-e2e-',
  });
  stop = server.stop;
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
}

export async function teardown() {
  await stop?.();
}
