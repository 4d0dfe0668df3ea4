import { describe, expect, it } from 'vitest';
import { runTask } from '../src/jobs/scheduler.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { afterReplySettled } from '../src/modules/usuario/after-reply.ts';
import { buildTestApp } from './helpers.ts';
import { demoServicios, FILES, multipartBody, periodosLibres } from './reportes-helpers.ts';

const TOKEN = 'prueba-metricas-0123456789abcdef';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

// The Prometheus text format, line by line: every line that is not a comment must be a sample.
// Values are Go floats (Prometheus reads prom-client's "Nan" like "NaN").
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|nan|[+-]inf)$/i;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const m = SAMPLE.exec(line);
      if (!m) throw new Error(`not a Prometheus sample: ${line}`);
      const labels = Object.fromEntries([...(m[2] ?? '').matchAll(LABEL)].map(([, k, v]) => [k!, v!]));
      return { name: m[1]!, labels, value: Number(m[3]) };
    });
}

const t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
const { app } = t;

async function scrape(): Promise<Sample[]> {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return parse(res.body);
}
/** The value of one series (0 when absent), matching the labels given. */
const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

describe('GET /metrics with METRICS_TOKEN', () => {
  it('answers 401 without the bearer token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer equivocado', `Basic ${TOKEN}`, TOKEN]) {
      const res = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', mensaje: 'Token inválido' });
      expect(res.body).not.toContain('agro_');
    }
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const cookie = await t.login('cliente@agrodemo.cl');
    const before = await scrape();
    for (let i = 0; i < 3; i++) await app.inject({ url: '/api/v1/cp/self', headers: { cookie } });
    await app.inject({ url: '/api/v1/cp/self' });
    for (const junk of ['/wp-admin/setup.php', '/api/v1/no-existe/123', '/.env', '/api/v1/usuario/validar'])
      await app.inject({ url: junk });
    const after = await scrape();

    const route = { method: 'GET', route: '/api/v1/cp/self' };
    const delta = (labels: Record<string, string>) =>
      value(after, 'agro_http_requests_total', labels) - value(before, 'agro_http_requests_total', labels);
    expect(delta({ ...route, status_code: '200' })).toBe(3);
    expect(delta({ ...route, status_code: '401' })).toBe(1);
    expect(delta({ route: 'sin_ruta', status_code: '404' })).toBeGreaterThanOrEqual(3);
    expect(value(after, 'agro_http_request_duration_seconds_count', { ...route, status_code: '200' })).toBe(
      value(after, 'agro_http_requests_total', { ...route, status_code: '200' }),
    );
    const routes = new Set(after.map((s) => s.labels.route).filter(Boolean));
    for (const junk of ['/wp-admin/setup.php', '/api/v1/no-existe/123', '/.env'])
      expect(routes).not.toContain(junk);
    // The scrape itself is in flight while it is answered.
    expect(value(after, 'agro_http_requests_in_flight')).toBeGreaterThanOrEqual(1);
  });

  it('reports the event loop, the database pool and the process', async () => {
    // A query just before, so PostgreSQL's pool has a connection open (idle ones close after 10 s).
    await t.ctx.database.ping();
    const s = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'agro_db_pool_connections',
      'agro_db_pool_in_use',
      'agro_db_pool_waiting',
    ])
      expect(s.some((x) => x.name === name)).toBe(true);
    expect(value(s, 'agro_db_pool_connections')).toBeGreaterThanOrEqual(1);
  });

  it('counts scheduled task runs with their outcome and duration', async () => {
    const before = await scrape();
    const outcome = await runTask(t.ctx, 'purga_sesiones', new Date(), { manual: true });
    expect(outcome).toMatchObject({ ran: true, status: 'ok' });
    const after = await scrape();
    const runs = { task: 'purga_sesiones', status: 'ok' };
    expect(value(after, 'agro_task_runs_total', runs) - value(before, 'agro_task_runs_total', runs)).toBe(1);
    expect(
      value(after, 'agro_task_duration_seconds_count', { task: 'purga_sesiones' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts upload bytes, e-mails and notifications of a report upload', async () => {
    const admin = await t.login('admin@agrodemo.cl');
    const full = (await demoServicios(t)).byTipo(1, 'EDEB Full');
    const w = periodosLibres(t).semana(1);
    const png = FILES.png(4);
    const pdf = FILES.pdf('metricas');
    const body = await multipartBody([
      { campo: 'image0', filename: 'mapa.png', data: png },
      { campo: 'resfile0', filename: 'resumen.pdf', data: pdf },
    ]);
    const before = await scrape();
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/servicio/subir/edeb/${full.servicioId}/${w.inicio}/${w.termino}`,
      headers: { ...body.headers, cookie: admin },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      value(after, name, labels) - value(before, name, labels);
    expect(delta('agro_upload_bytes_total', { via: 'multipart' })).toBe(png.length + pdf.length);
    // The client and its linked employees are told (in the app and by mail).
    expect(delta('agro_notifications_created_total', { tipo: 'informes' })).toBeGreaterThan(0);
    expect(delta('agro_mails_total', { result: 'sent' })).toBeGreaterThan(0);
  });

  it('counts a failed e-mail', async () => {
    const before = await scrape();
    // A password recovery whose message cannot be written: the outbox is under a file.
    const mailer = t.ctx.mailer;
    t.ctx.mailer = createMailer({ outboxDir: '/dev/null/outbox', from: 'prueba@agrodemo.cl' });
    try {
      await app.inject({ url: '/api/v1/usuario/recuperar/cliente2%40agrodemo.cl' });
      await afterReplySettled(t.ctx);
    } finally {
      t.ctx.mailer = mailer;
    }
    const after = await scrape();
    const failed = { result: 'failed' };
    expect(value(after, 'agro_mails_total', failed) - value(before, 'agro_mails_total', failed)).toBe(1);
  });
});

describe('metrics on their own listener (METRICS_PORT)', async () => {
  const separate = await buildTestApp({
    seed: false,
    env: { METRICS_TOKEN: TOKEN, METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' },
  });
  await separate.app.listen({ port: 0, host: '127.0.0.1' });

  it('serves them there, behind the token, and not on the public listener', async () => {
    const address = separate.app.metricsAddress()!;
    expect(address.address).toBe('127.0.0.1');
    const url = `http://127.0.0.1:${address.port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const ok = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(parse(await ok.text()).some((s) => s.name === 'agro_db_pool_connections')).toBe(true);
    expect((await fetch(`http://127.0.0.1:${address.port}/otra`)).status).toBe(404);

    const publico = await separate.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(publico.statusCode).toBe(404);
  });
});

describe('without METRICS_TOKEN or METRICS_PORT', async () => {
  const off = await buildTestApp({ seed: false });

  it('answers 404 on /metrics, as for any unknown route', async () => {
    const res = await off.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('error');
  });
});
