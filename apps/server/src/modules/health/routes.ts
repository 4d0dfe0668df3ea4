import type { FastifyInstance } from 'fastify';

/** GET /health: 200 when the database answers and the process is not shutting down, for load balancers. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    if (app.ctx.shuttingDown) return reply.status(503).send({ status: 'error' });
    try {
      await app.ctx.database.ping();
      return { status: 'success' };
    } catch {
      return reply.status(503).send({ status: 'error' });
    }
  });
}
