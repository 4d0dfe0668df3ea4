import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './cluster/harness.ts';
import { testDatabaseUrl } from './helpers.ts';

// Tracing end to end: a real server process (main.ts, as `npm start` runs it) exports its spans over
// OTLP/HTTP to a receiver started here. On CI's PostgreSQL pass the database spans are checked too.

interface Span {
  name: string;
  traceId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
}

const spans: Span[] = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    if (req.url === '/v1/traces') {
      const data = JSON.parse(body) as {
        resourceSpans: {
          scopeSpans: { spans: (Omit<Span, 'attributes'> & { attributes?: unknown[] })[] }[];
        }[];
      };
      for (const rs of data.resourceSpans)
        for (const ss of rs.scopeSpans)
          for (const s of ss.spans) {
            const attributes = Object.fromEntries(
              ((s.attributes ?? []) as { key: string; value: Record<string, unknown> }[]).map((a) => [
                a.key,
                Object.values(a.value)[0],
              ]),
            );
            spans.push({ name: s.name, traceId: s.traceId, parentSpanId: s.parentSpanId, attributes });
          }
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));

const database = await testDatabaseUrl();
const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agro-otel-'));
let server: ChildProcess | undefined;
let output = '';

afterAll(async () => {
  if (server?.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  await new Promise((r) => receiver.close(r));
  await database.drop?.();
});

const base = `http://127.0.0.1:${port}`;

describe('OpenTelemetry tracing (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('exports a span per HTTP request, named by its route, with its database queries', async () => {
    const { port: otlp } = receiver.address() as net.AddressInfo;
    server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../src/main.ts')], {
      cwd: dataDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        INIT_CWD: dataDir,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        STORAGE_URL: '',
        SEED_DEMO: 'false',
        JOBS_ENABLED: 'false',
        SESSION_SECRET: 'prueba-otel',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${otlp}`,
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
    });
    server.stdout!.on('data', (c: Buffer) => (output += c.toString('utf8')));
    server.stderr!.on('data', (c: Buffer) => (output += c.toString('utf8')));
    await expect
      .poll(
        () =>
          fetch(`${base}/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 90_000, interval: 250 },
      )
      .toBe(200);

    const sesion = await fetch(`${base}/api/v1/usuario/sesion`, { headers: { cookie: 'agro_sesion=nada' } });
    expect(sesion.status).toBe(401);
    const token = 'TokenDePrueba0123456789abcdefghijkl';
    expect((await fetch(`${base}/api/v1/usuario/validar/${token}`)).status).toBe(404);

    const named = (name: string) => spans.find((s) => s.name === name);
    await expect
      .poll(() => named('GET /api/v1/usuario/sesion'), { timeout: 20_000, interval: 100 })
      .toBeDefined();
    const request = named('GET /api/v1/usuario/sesion')!;
    expect(request.attributes['http.route']).toBe('/api/v1/usuario/sesion');
    expect(request.parentSpanId ?? '').toBe('');
    // Its log lines carry its trace id beside the request id, so a trace leads to the logs and back.
    const logged = output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { reqId?: string; trace_id?: string });
    const lines = logged.filter((l) => l.reqId === sesion.headers.get('x-request-id'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.trace_id).toBe(request.traceId);

    // The URL of a token-bearing route is masked in the span as in the logs; probes are not traced.
    await expect.poll(() => named('GET /api/v1/usuario/validar/:token'), { timeout: 20_000 }).toBeDefined();
    expect(JSON.stringify(spans)).not.toContain(token);
    expect(spans.some((s) => s.attributes['url.path'] === '/health')).toBe(false);

    if (database.url?.startsWith('postgres')) {
      // The session lookup is a child of the request's span, with its SQL and no bound values.
      await expect
        .poll(
          () => spans.filter((s) => s.traceId === request.traceId && s.name.startsWith('pg.query')).length,
          {
            timeout: 20_000,
          },
        )
        .toBeGreaterThan(0);
    }
  }, 150_000);

  it('stops cleanly on SIGTERM with its last spans exported', async () => {
    const before = spans.length;
    expect((await fetch(`${base}/api/v1/cp/self`)).status).toBe(401);
    server!.kill('SIGTERM');
    const code = await new Promise((r) => server!.once('exit', r));
    expect(code, output).toBe(0);
    expect(spans.slice(before).some((s) => s.name === 'GET /api/v1/cp/self')).toBe(true);
  }, 60_000);
});
