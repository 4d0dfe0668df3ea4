import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { cronRoutes } from './cron-routes.ts';
import { logRoutes } from './log-routes.ts';
import { checkStatus } from './status-service.ts';

/** The developer menu (spec 001 §2.3, §7; DECISIONS §9): status, scheduled tasks and logs, staff only. */
export async function operacionesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/status', { config: { access: 'staff' } }, async () => {
    const audit = app.auditHealth;
    // Beyond the three services the spec counts: whether every audited call reached the log.
    const auditoria = {
      status: audit.status,
      entradas_sin_detalle: audit.sinDetalle,
      entradas_perdidas: audit.perdidas,
      ultimo_error: audit.ultimoError,
    };
    return { status: 'success', res: { ...(await checkStatus(app.ctx)), auditoria } };
  });

  await app.register(cronRoutes);
  await app.register(logRoutes);
}
