import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/auth.ts';
import { cronRoutes } from './cron-routes.ts';
import { logRoutes } from './log-routes.ts';
import { checkStatus } from './status-service.ts';

/** The developer menu (spec 001 §2.3, §7; DECISIONS §9): status, scheduled tasks and logs, staff only. */
export async function operacionesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // onRequest, so that 401/403 come before any validation of the input.
  app.addHook('onRequest', requireStaff);

  app.get('/status', async () => ({ status: 'success', res: await checkStatus(app.ctx) }));

  await app.register(cronRoutes);
  await app.register(logRoutes);
}
