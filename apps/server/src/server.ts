// The server process (main.ts starts it, after tracing when that is on): config, database, app, listen.
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase, type DatabaseLog } from './db/client.ts';
import { ensureScheduledTasks } from './db/scheduled-tasks.ts';
import { hasUsers, isNewEmbeddedDatabase, seedInOwnProcess } from './db/seed-process.ts';
import { createMailer } from './lib/mailer.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { iniciarProcesador } from './modules/raster/procesador.ts';
import { createStorage } from './lib/storage.ts';
import { flushTracing } from './lib/tracing.ts';
import { syncContactConfig } from './modules/config/service.ts';
import { WEB_DIST_DIR } from './paths.ts';
import { shutdown } from './shutdown.ts';

const config = loadConfig();
// The pool reports lost connections to stderr until the app's process log exists, then there.
const databaseLog: DatabaseLog = { warn: (obj, msg) => console.error(msg, obj) };
// A new embedded database is migrated and seeded by a process of its own, whose memory leaves with it.
const seededApart = config.seedDemo && isNewEmbeddedDatabase(config);
if (seededApart) await seedInOwnProcess();
const database = await openDatabase(config.databaseUrl, config.dataDir, { log: databaseLog });
const ctx: AppContext = {
  config,
  database,
  storage: await createStorage(config),
  mailer: createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
  }),
  now: () => new Date(),
  webRoot: WEB_DIST_DIR,
};
const app = await buildApp(ctx, { logger: true });
databaseLog.warn = (obj, msg) => app.log.warn(obj, msg);

await syncContactConfig(app);
await ensureScheduledTasks(database.db);
// The demo seed and its image libraries load only when asked for: production never carries them.
// PostgreSQL takes a second process's connections, so a database without users is seeded apart too
// (it left ~550 MiB resident in the server); an embedded one is open here, so only in this process.
if (seededApart) app.log.info('demo data seeded');
else if (config.seedDemo && !(await hasUsers(database.db))) {
  if (database.kind === 'postgres') {
    await seedInOwnProcess();
    app.log.info('demo data seeded');
  } else {
    const { seedDemoIfEmpty } = await import('./db/seed/index.ts');
    if (await seedDemoIfEmpty(ctx, { rasters: config.seedDemoRasters })) app.log.info('demo data seeded');
  }
}
// Before serving: an embedded database gives back what migrating and seeding it took (decision 018).
await database.settle();

await app.listen({ port: config.port, host: config.host });
app.log.info(`Agro Monitoreo en ${config.publicUrl} (base de datos: ${database.kind})`);
if (config.hostLoopbackForProxy)
  app.log.warn(
    `TRUST_PROXY sin HOST: escucha solo en 127.0.0.1:${config.port}; el proxy debe estar en esta máquina (o defina HOST)`,
  );
const programador = config.jobsEnabled ? startScheduler(ctx, { log: app.log }) : null;
const procesador = config.rasterProcesador ? iniciarProcesador(ctx, { log: app.log }) : null;
// Both stop taking work at shutdown; a raster left half-done is retried by another process.
const scheduler = {
  stop: async () => {
    await Promise.all([programador?.stop(), procesador?.stop()]);
  },
};

// A terminal's Ctrl-C reaches both `npm start` (which forwards it) and this process, so a repeated
// signal is expected and only logged: the shutdown itself is bounded.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: apagando`);
    shutdown(app, ctx, scheduler).then(
      () => flushTracing().finally(() => process.exit(0)),
      (err: unknown) => {
        app.log.error({ err }, 'apagado con errores');
        process.exit(1);
      },
    );
  });
}
