// npm run restore -- --from /var/backups/agro/2026-11-27
// Restores a backup (npm run backup) into this installation, which must be empty and of the same kind
// (embedded or PostgreSQL): every hash is checked first, nothing is written if one differs. Start the
// server afterwards: it applies the migrations this version has beyond the backup's.
import '../load-env.ts';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createStorage } from '../lib/storage.ts';
import { restoreBackup } from './backup-core.ts';
import { assertEmbeddedStopped, fail, folderArg } from './backup-cli.ts';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
if (!values.from) {
  console.error('Uso: npm run restore -- --from <carpeta de la copia>');
  process.exit(2);
}
const folder = folderArg(values.from);
const config = loadConfig();
const storage = await createStorage(config);
try {
  await assertEmbeddedStopped(config);
  const m = await restoreBackup(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir, storage },
    folder,
  );
  console.log(
    `Restaurada la copia ${m.version} del ${m.creado}: base de datos en la migración ${m.base.migracion}, ${m.archivos.length} archivos.`,
  );
} catch (err) {
  fail(err);
} finally {
  storage.close?.();
}
