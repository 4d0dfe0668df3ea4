// A new database is migrated and given its demo data by this short-lived process, started by the
// server (server.ts: an embedded one before the server opens it, PostgreSQL when it has no users): what seeding allocates (PDFs, images,
// the WebAssembly heap of a database that just took 40 MB of writes) leaves with it, instead of
// staying resident in the server for its whole life (issue 25, decision 018).
import '../load-env.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createStorage } from '../lib/storage.ts';
import { closeWorkerPools } from '../lib/worker-pool.ts';
import { seedDemoIfEmpty } from '../db/seed/index.ts';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl, config.dataDir);
const storage = await createStorage(config);
try {
  await seedDemoIfEmpty({ database, storage, now: () => new Date() }, { rasters: config.seedDemoRasters });
} finally {
  // The seed's rasters and PDFs ran on the pool: its idle threads would keep this process alive.
  await closeWorkerPools();
  await database.close();
  storage.close?.();
}
