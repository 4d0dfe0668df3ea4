// npm run backup -- --out /var/backups/agro/2026-11-27
// A copy of this installation (DATABASE_URL or DATA_DIR, and STORAGE_URL) into a new folder: the
// database, every stored file and manifest.json. The embedded database is copied only while its
// server is stopped; PostgreSQL is copied while serving (pg_dump). See README "Backups".
import '../load-env.ts';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createStorage } from '../lib/storage.ts';
import { createBackup } from './backup-core.ts';
import { assertEmbeddedStopped, fail, folderArg } from './backup-cli.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Uso: npm run backup -- --out <carpeta nueva>');
  process.exit(2);
}
const folder = folderArg(values.out);
const config = loadConfig();
const storage = await createStorage(config);
try {
  await assertEmbeddedStopped(config);
  const m = await createBackup({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, storage }, folder);
  console.log(
    `Copia ${m.version} (${m.commit}) en ${folder}: base de datos ${m.base.tipo} en la migración ${m.base.migracion}, ${m.archivos.length} archivos.`,
  );
} catch (err) {
  fail(err);
} finally {
  storage.close?.();
}
