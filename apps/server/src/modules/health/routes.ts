import type { FastifyInstance, FastifyReply } from 'fastify';
import { versionInfo } from '../../lib/version.ts';

/** What a probe answers; fields are added here (one object for every probe). */
interface HealthBody {
  status: 'success' | 'error';
  /** Why the process is not ready, when it is not. */
  motivo?: 'apagando' | 'base_de_datos';
  /** The release and commit running (lib/version.ts), in every answer. */
  version: string;
  commit: string;
}

/**
 * Probes for load balancers and orchestrators (decision 015):
 * - GET /health/live: the process is up and its event loop turns; restart it only when this fails.
 * - GET /health/ready (and GET /health, its older name): the database answers a `select 1` within a
 *   short time and the process is not shutting down; send it traffic only while this is 200.
 */
export async function healthRoutes(app: FastifyInstance) {
  const answer = (
    reply: FastifyReply,
    ok: boolean,
    extra: Omit<HealthBody, 'status' | 'version' | 'commit'> = {},
  ) => {
    const body: HealthBody = { status: ok ? 'success' : 'error', ...versionInfo(), ...extra };
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  };

  app.get('/health/live', async (_request, reply) => answer(reply, true));

  const ready = async (_request: unknown, reply: FastifyReply) => {
    if (app.ctx.shuttingDown) return answer(reply, false, { motivo: 'apagando' });
    try {
      await app.ctx.database.ping();
      return answer(reply, true);
    } catch {
      return answer(reply, false, { motivo: 'base_de_datos' });
    }
  };
  app.get('/health/ready', ready);
  app.get('/health', ready);
}
