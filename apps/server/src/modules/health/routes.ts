import type { FastifyInstance } from 'fastify';
import { versionInfo } from '../../lib/version.ts';

/**
 * GET /health: 200 when the database answers and the process is not shutting down, for load balancers;
 * either answer names the release and commit running (lib/version.ts).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    const running = versionInfo();
    if (app.ctx.shuttingDown) return reply.status(503).send({ status: 'error', ...running });
    try {
      await app.ctx.database.ping();
      return { status: 'success', ...running };
    } catch {
      return reply.status(503).send({ status: 'error', ...running });
    }
  });
}
