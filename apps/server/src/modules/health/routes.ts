import type { FastifyInstance } from 'fastify';

/** GET /health: 200 when the database answers, for load balancers. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    try {
      await app.ctx.database.ping();
      return { status: 'success' };
    } catch {
      return reply.status(503).send({ status: 'error' });
    }
  });
}
