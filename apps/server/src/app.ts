import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import { apiModules } from './modules/index.ts';
import { registerAuditLog } from './plugins/audit-log.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { staticRoutes } from './modules/static-files/routes.ts';
import { MAX_BYTES } from '@agro/domain/constants';

export type App = FastifyInstance;

/** Builds the whole HTTP application without listening, so tests can `inject` into it. */
export async function buildApp(ctx: AppContext, opts: { logger?: boolean } = {}): Promise<App> {
  const app = Fastify({
    logger: opts.logger
      ? { level: 'info', redact: ['req.headers.cookie', 'req.headers.authorization'] }
      : false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_BYTES.video, files: 20, fields: 50, fieldSize: 64 * 1024 },
  });
  registerErrorHandler(app);
  registerOriginCheck(app);
  registerAuth(app);
  registerAuditLog(app);

  await app.register(healthRoutes);
  await app.register(staticRoutes, { prefix: '/static' });
  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod);
    },
    { prefix: '/api/v1' },
  );
  await registerWebApp(app);
  return app;
}
