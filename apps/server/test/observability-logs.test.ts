import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { HttpError } from '../src/lib/errors.ts';
import { afterReplySettled } from '../src/modules/usuario/after-reply.ts';
import { buildTestApp, fakeWebRoot, linkFromMail } from './helpers.ts';

// The process log as the server writes it: one JSON object per line, read back from its stream.
const out = new PassThrough();
let written = '';
out.on('data', (chunk: Buffer) => (written += chunk.toString('utf8')));
const logLines = () =>
  written
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const t = await buildTestApp({ logStream: out, webRoot: fakeWebRoot() });
const { app } = t;
const EMAIL = 'cliente@agrodemo.cl';
// Fails like a query on a bad value would: the driver's error quotes the value (an address here).
app.get('/api/v1/__obs_query', { config: { access: 'public' } }, async () => {
  await t.ctx.database.db.execute(sql`select ${'fallo.' + EMAIL}::int`);
});
app.get('/api/v1/__obs_lento', { config: { access: 'public' } }, async () => {
  await new Promise((r) => setTimeout(r, 500));
  return { status: 'success' };
});
app.get('/api/v1/__obs_ocupado', { config: { access: 'public' } }, async () => {
  throw new HttpError(503, MSG.servidorOcupado);
});

const admin = await t.login('admin@agrodemo.cl');
const referencia = (mensaje: string) => /Código de referencia: ([0-9a-f]{16})$/.exec(mensaje)?.[1];

describe('process log (issue 24 item 9)', () => {
  it('never carries a reset token or an e-mail address, and tags every line with the request id', async () => {
    const recuperar = await app.inject({ url: `/api/v1/usuario/recuperar/${encodeURIComponent(EMAIL)}` });
    expect(recuperar.statusCode).toBe(200);
    await afterReplySettled(t.ctx);
    const link = linkFromMail(t.outbox().at(-1)!);
    const token = decodeURIComponent(new URL(link).searchParams.get('t')!);

    const validar = await app.inject({ url: `/api/v1/usuario/validar/${token}` });
    expect(validar.statusCode).toBe(200);
    // The page the e-mailed link opens (the web app) has the token in its query string.
    expect((await app.inject({ url: `/nueva-contrasena?t=${encodeURIComponent(token)}` })).statusCode).toBe(
      200,
    );
    const cambiar = await app.inject({
      method: 'POST',
      url: `/api/v1/usuario/cambiar/${token}`,
      payload: { password_old: 'Nueva#Clave2026', password_new: 'Nueva#Clave2026' },
    });
    expect(cambiar.statusCode).toBe(200);
    // Staff routes name an account by its address in the path.
    const staff = await app.inject({
      method: 'PUT',
      url: `/api/v1/usuario/password/admin/${EMAIL}`,
      headers: { cookie: admin },
      payload: {},
    });
    expect(staff.statusCode).toBe(400);
    const boom = await app.inject({ url: '/api/v1/__obs_query' });
    expect(boom.statusCode).toBe(500);

    const lines = logLines();
    expect(lines.length).toBeGreaterThan(5);
    const text = written;
    for (const secret of [
      token,
      encodeURIComponent(token),
      EMAIL,
      encodeURIComponent(EMAIL),
      'Nueva#Clave2026',
    ])
      expect(text).not.toContain(secret);

    // Each answer names its request; its one line (when the answer has left) carries the id, the
    // masked URL, the status and the time.
    const id = validar.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const ofValidar = lines.filter((l) => l.reqId === id);
    expect(ofValidar.map((l) => l.msg)).toEqual(['request completed']);
    expect(ofValidar[0]).toMatchObject({
      req: { method: 'GET', url: '/api/v1/usuario/validar/[oculto]' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(lines.find((l) => l.reqId === recuperar.headers['x-request-id'])!.req).toMatchObject({
      url: '/api/v1/usuario/recuperar/[oculto]',
    });

    // The unexpected error is logged under the id its 5xx message shows, without the value.
    const code = referencia(boom.json().mensaje);
    expect(code).toBe(boom.headers['x-request-id']);
    const errorLine = lines.find((l) => l.reqId === code && l.level === 50)!;
    expect(errorLine.msg).toBe('unexpected error');
    expect(JSON.stringify(errorLine.err)).toContain('[oculto]');
  });
});

describe('request log', () => {
  it('a request whose client leaves before the answer still gets its line', async () => {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const ac = new AbortController();
    const pedido = fetch(`${base}/api/v1/__obs_lento?correo=${EMAIL}`, { signal: ac.signal }).catch(
      () => null,
    );
    await new Promise((r) => setTimeout(r, 100));
    ac.abort();
    await pedido;
    await expect
      .poll(() => logLines().find((l) => l.msg === 'request aborted'))
      .toMatchObject({ req: { method: 'GET', url: '/api/v1/__obs_lento' } });
    expect(written).not.toContain(EMAIL);
  });
});

describe('request id', () => {
  it('is returned on every answer: success, refusal, unknown route, unreadable path', async () => {
    const answers = await Promise.all([
      app.inject({ url: '/health' }),
      app.inject({ url: '/api/v1/cp/self' }),
      app.inject({ url: '/api/v1/no-existe' }),
      app.inject({ url: '/api/v1/%E0%A4%A' }),
      app.inject({ method: 'POST', url: '/api/v1/usuario/logear', payload: { email: 1 } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 400, 400]);
    const ids = answers.map((a) => a.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ignores an incoming X-Request-Id unless TRUST_PROXY is set', async () => {
    const res = await app.inject({ url: '/health', headers: { 'x-request-id': 'proxy-id-0123456789' } });
    expect(res.headers['x-request-id']).not.toBe('proxy-id-0123456789');
  });

  it('shows the id in the Spanish message of every 5xx, and stores it in the audit entry', async () => {
    const ocupado = await app.inject({ url: '/api/v1/__obs_ocupado' });
    expect(ocupado.statusCode).toBe(503);
    const id = ocupado.headers['x-request-id'] as string;
    expect(ocupado.json()).toEqual({ status: 'error', mensaje: MSG.conReferencia(MSG.servidorOcupado, id) });

    const boom = await app.inject({ url: '/api/v1/__obs_query' });
    const code = boom.headers['x-request-id'] as string;
    expect(boom.json()).toEqual({
      status: 'error',
      mensaje: `Ha ocurrido un error inesperado, intente nuevamente. Código de referencia: ${code}`,
    });

    // Support types the code into the developer panel's log filter and opens the entry.
    await app.auditFlush();
    const listado = await app.inject({
      url: `/api/v1/logs/listar?request_id=${code}`,
      headers: { cookie: admin },
    });
    expect(listado.statusCode).toBe(200);
    const [entry] = listado.json().logs;
    expect(listado.json().total).toBe(1);
    expect(entry).toMatchObject({ request_id: code, api_url: '/api/v1/__obs_query', status_code: 500 });
    const detalle = await app.inject({
      url: `/api/v1/descargar/logs/${entry.archivo_nom}.${entry.archivo_ext}`,
      headers: { cookie: admin },
    });
    expect(detalle.json()).toMatchObject({ request_id: code, status_code: 500 });

    const malo = await app.inject({
      url: '/api/v1/logs/listar?request_id=a%20b',
      headers: { cookie: admin },
    });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().mensaje).toBe('El campo Código de referencia no es válido');
  });
});

describe('request id behind a trusted proxy', async () => {
  const proxied = await buildTestApp({ seed: false, env: { TRUST_PROXY: '127.0.0.1' } });
  const health = (id: string, remoteAddress = '127.0.0.1') =>
    proxied.app.inject({ url: '/health', remoteAddress, headers: { 'x-request-id': id } });

  it("keeps the proxy's well-formed id, so one id follows the request from nginx to the audit log", async () => {
    const nginx = '7d0c5fa1b2e34c8d9a0b1c2d3e4f5a6b';
    expect((await health(nginx)).headers['x-request-id']).toBe(nginx);
  });

  it('replaces a malformed id, and an id from a peer that is not the trusted proxy', async () => {
    for (const forged of ['corto', 'con espacio 123456', '"}{"level":60', 'x'.repeat(65)])
      expect((await health(forged)).headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    expect((await health('proxy-id-0123456789', '10.1.2.3')).headers['x-request-id']).not.toBe(
      'proxy-id-0123456789',
    );
  });
});
