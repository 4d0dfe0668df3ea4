import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { embeddedDatabaseDir, type DbOrTx } from './client.ts';
import { usuario } from './schema/index.ts';

// From the sources (Node strips the types) the entry itself; from the compiled bundle, esbuild's
// `seed-demo.js` beside the chunks (build.mjs).
const ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('../cli/seed-demo.ts', import.meta.url)
  : new URL('./seed-demo.js', import.meta.url);

/** An embedded database that does not exist yet: its first start migrates and seeds it. */
export const isNewEmbeddedDatabase = (config: Pick<Config, 'databaseUrl' | 'dataDir'>) =>
  !config.databaseUrl && !existsSync(path.join(embeddedDatabaseDir(config.dataDir), 'PG_VERSION'));

/**
 * Migrates and seeds a new database (embedded, before the server opens it; PostgreSQL, when it has no
 * users) in a short-lived process (cli/seed-demo.ts) with this process's
 * Node flags and environment; rejects when it fails, so the server does not start on half the data.
 */
export function seedInOwnProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(ENTRY)], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`la carga de los datos de demostración terminó con ${signal ?? `código ${code}`}`),
          ),
    );
  });
}

/** Whether anyone is registered: the demo data goes only into a database without users. */
export async function hasUsers(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(usuario)
    .limit(1);
  return rows.length > 0;
}
