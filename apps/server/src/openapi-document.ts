import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createMailer } from './lib/mailer.ts';
import { createStorage } from './lib/storage.ts';

/** Where the generated description is checked in. */
export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../../docs/openapi.json');

/** The OpenAPI document of the API, built from the routes' own schemas on a throwaway app. */
export async function openApiDocument(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agro-openapi-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'openapi',
    JOBS_ENABLED: 'false',
  });
  const database = await openDatabase('memory://', dataDir);
  const app = await buildApp({
    config,
    database,
    storage: await createStorage(config),
    mailer: createMailer({ outboxDir: path.join(dataDir, 'outbox'), from: config.mailFrom }),
    now: () => new Date(),
    webRoot: path.join(dataDir, 'web'),
  });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
