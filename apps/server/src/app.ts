import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_BYTES } from '@agro/domain/constants';
import { API_PREFIX } from '@agro/domain/contracts/rutas';
import { STATIC_PREFIX } from '@agro/domain/contracts/static-files';
import type { AppContext } from './context.ts';
import { multipartLedger } from './db/multipart-ledger.ts';
import { loggerOptions } from './lib/logging.ts';
import { registerAbortLog, RequestLogController } from './lib/request-log.ts';
import { registerRequestIdHeader, requestIdGenerator } from './lib/request-id.ts';
import { serializerCompiler } from './lib/serializer.ts';
import { validatorCompiler } from './lib/validation.ts';
import { closeWorkerPools, configureWorkerPools } from './lib/worker-pool.ts';
import { apiModules } from './modules/index.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { staticRoutes } from './modules/static-files/routes.ts';
import { registerAccess } from './plugins/access.ts';
import { registerAuditLog } from './plugins/audit-log.ts';
import { registerAuth } from './plugins/auth.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';

export type App = FastifyInstance;

/**
 * Builds the whole HTTP application without listening, so tests can `inject` into it. `logger`
 * turns the JSON process log on (stdout), `logStream` sends it elsewhere (tests read it).
 */
export async function buildApp(
  ctx: AppContext,
  opts: { logger?: boolean; logStream?: NodeJS.WritableStream } = {},
): Promise<App> {
  const app = Fastify({
    logger: opts.logger || opts.logStream ? loggerOptions(opts.logStream) : false,
    logController: new RequestLogController(),
    genReqId: requestIdGenerator(ctx.config.trustProxy),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler({ check: ctx.config.responseCheck }));
  app.decorate('ctx', ctx);
  // Jobs run outside any request and log through the first app's logger.
  ctx.log ??= app.log;
  // S3 multipart writes are recorded as they start, so the sweep knows which were abandoned (decision 015).
  ctx.storage.useMultipartLedger?.(multipartLedger(ctx.database.db, ctx.now));
  configureWorkerPools({ threads: ctx.config.workerThreads });
  app.addHook('onClose', closeWorkerPools);

  registerRequestIdHeader(app);
  registerAbortLog(app);
  await registerMetrics(app);
  await registerSecurityHeaders(app);
  // JSON answers of 1 KB or more leave compressed (br or gzip, as the client accepts), as do other
  // types mime-db calls compressible (a CSV export, as it streams); files, ranges, ZIPs and the
  // precompressed web assets are left alone, and request bodies are never inflated.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: /^application\/(?:[\w.-]+\+)?json(?:;|$)/,
    globalDecompression: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_BYTES.video, files: 20, fields: 50, fieldSize: 64 * 1024 },
  });
  registerErrorHandler(app);
  // Order matters: who is calling (auth), whether it may (access), then the origin of writes.
  registerAuth(app);
  registerAccess(app);
  registerOriginCheck(app);
  registerAuditLog(app);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(staticRoutes, { prefix: STATIC_PREFIX });
  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod);
    },
    { prefix: API_PREFIX },
  );
  await registerWebApp(app);
  return app;
}
