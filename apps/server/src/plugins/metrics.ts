import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@agro/domain/messages';
import { enableMetrics, type Instruments } from '../lib/metrics.ts';

/** The label of every request no route matched (scanners, typos, the web app's client routes). */
const UNMATCHED = 'sin_ruta';
/** The status of a request whose client went away before the answer was sent (as nginx logs it). */
const ABORTED = '499';

declare module 'fastify' {
  interface FastifyInstance {
    /** The separate metrics listener (METRICS_PORT), once the app listens. */
    metricsAddress(): AddressInfo | null;
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether `authorization` is `Bearer <token>`, compared in constant time. */
function authorized(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

interface Answer {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
}

async function scrape(inst: Instruments, token: string | undefined, authorization: string | undefined) {
  if (token && !authorized(authorization, token))
    return {
      status: 401,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ status: 'error', mensaje: MSG.tokenInvalido }),
      headers: { 'www-authenticate': 'Bearer' },
    } satisfies Answer;
  return { status: 200, contentType: inst.registry.contentType, body: await inst.registry.metrics() };
}

function countRequests(app: FastifyInstance, inst: Instruments) {
  app.addHook('onRequest', (request, reply, done) => {
    inst.httpInFlight.inc();
    // The raw response's close comes for every request, also hijacked ones (tus) and aborted ones.
    reply.raw.once('close', () => {
      inst.httpInFlight.dec();
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED,
        status_code: reply.raw.writableEnded ? String(reply.raw.statusCode) : ABORTED,
      };
      inst.httpRequests.inc(labels);
      inst.httpDuration.observe(labels, reply.elapsedTime / 1000);
    });
    done();
  });
}

/** Serves the metrics on their own address (METRICS_PORT), away from the public listener. */
function separateListener(app: FastifyInstance, inst: Instruments, port: number, host: string) {
  const token = app.ctx.config.metricsToken;
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    scrape(inst, token, req.headers.authorization).then(
      (a) => res.writeHead(a.status, { 'content-type': a.contentType, ...a.headers }).end(a.body),
      (err: unknown) => {
        app.log.error({ err }, 'metrics scrape failed');
        res.writeHead(500).end();
      },
    );
  });
  app.decorate('metricsAddress', () => (server.listening ? (server.address() as AddressInfo) : null));
  app.addHook('onListen', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  });
  app.addHook('onClose', async () => {
    if (server.listening) await new Promise((r) => server.close(r));
  });
}

/**
 * Prometheus metrics (decision 014): with METRICS_TOKEN, GET /metrics answers to
 * `Authorization: Bearer <token>` only (401 otherwise); with METRICS_PORT they are served on that
 * port of METRICS_HOST instead. Without either, /metrics answers 404 like any unknown route and
 * nothing is counted.
 */
export async function registerMetrics(app: FastifyInstance) {
  const { metricsToken: token, metricsPort: port, metricsHost: host } = app.ctx.config;
  const enabled = Boolean(token) || port !== undefined;
  const inst = enabled ? await enableMetrics() : null;
  if (inst) {
    const pool = () => app.ctx.database.poolStats();
    inst.setPoolSource(pool);
    app.addHook('onClose', async () => inst.clearPoolSource(pool));
    countRequests(app, inst);
  }
  if (inst && port !== undefined) separateListener(app, inst, port, host);
  else app.decorate('metricsAddress', () => null);

  app.get('/metrics', async (request, reply) => {
    if (!inst || !token || port !== undefined)
      return reply.status(404).send({ status: 'error', mensaje: MSG.rutaNoExiste });
    const a = await scrape(inst, token, request.headers.authorization);
    return reply
      .status(a.status)
      .headers(a.headers ?? {})
      .type(a.contentType)
      .send(a.body);
  });
}
