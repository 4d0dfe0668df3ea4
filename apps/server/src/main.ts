import './load-env.ts';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureScheduledTasks, seedDemoIfEmpty } from './db/seed/index.ts';
import { createMailer } from './lib/mailer.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { createStorage } from './lib/storage.ts';
import { syncContactConfig } from './modules/config/service.ts';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl, config.dataDir);
const ctx = {
  config,
  database,
  storage: createStorage(config.storageUrl),
  mailer: createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
  }),
  now: () => new Date(),
  webRoot: fileURLToPath(new URL('../../web/dist', import.meta.url)),
};
const app = await buildApp(ctx, { logger: true });

await syncContactConfig(app);
await ensureScheduledTasks(database.db);
if (config.seedDemo && (await seedDemoIfEmpty(ctx))) app.log.info('demo data seeded');

await app.listen({ port: config.port, host: config.host });
app.log.info(`Agro Monitoreo en ${config.publicUrl} (base de datos: ${database.kind})`);
const scheduler = config.jobsEnabled ? startScheduler(ctx, { log: app.log }) : null;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await scheduler?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  });
}
