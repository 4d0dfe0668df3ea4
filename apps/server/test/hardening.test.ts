import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logEntry } from '../src/db/schema/index.ts';
import { buildTestApp } from './helpers.ts';

const t = await buildTestApp();
const { app } = t;
const admin = await t.login('admin@agrodemo.cl');
const cliente = await t.login('cliente@agrodemo.cl');
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('guards run before the input is read', () => {
  it('answers 401 without a session before validating the body', async () => {
    const res = await inject('POST', '/api/v1/cp/registrar', undefined, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', mensaje: 'Token inválido' });
  });

  it('answers 403 to a principal client on a staff route before validating the body', async () => {
    expect((await inject('PUT', '/api/v1/cp/contacto/1', cliente, {})).statusCode).toBe(403);
  });

  it('answers 403 to a principal client naming another company, even with a body that would not validate', async () => {
    expect((await inject('PUT', '/api/v1/parcela/tags/1', cliente, { cp_id: 2, tags: 'x' })).statusCode).toBe(
      403,
    );
  });
});

describe('every answer keeps the {status, mensaje} shape', () => {
  it('a path that does not decode answers 400 in Spanish, not Fastify’s own body', async () => {
    const res = await inject('GET', '/api/v1/cp/listar/%ZZ', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', mensaje: 'La dirección solicitada no es válida' });
  });

  it('a NUL character in a login e-mail is refused with 400 naming the problem', async () => {
    const res = await inject('POST', '/api/v1/usuario/logear', undefined, {
      email: 'a\u0000@agrodemo.cl',
      password: 'Agro#Demo2026',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
  });

  it('a NUL character in any text field of any route is refused with 400', async () => {
    const res = await inject('PUT', '/api/v1/cp/datos/1', admin, { nombre: 'A\u0000B' });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toMatch(/^El campo /);
  });

  it('a 60 kB URL answers 431 with a JSON body, over a real socket', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: `/api/v1/config/contacto?q=${'a'.repeat(60_000)}` },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(431);
    expect(JSON.parse(body)).toEqual({ status: 'error', mensaje: 'La solicitud es demasiado grande' });
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy, frame-ancestors none, a referrer policy and nosniff', async () => {
    for (const url of ['/api/v1/config/contacto', '/health', '/no-existe']) {
      const h = (await inject('GET', url)).headers;
      expect(h['content-security-policy']).toContain("script-src 'self'");
      expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(h['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS when the platform is served over https', async () => {
    const https = await buildTestApp({ seed: false, env: { PUBLIC_URL: 'https://monitoreo.example.cl' } });
    const h = (await https.app.inject({ url: '/health' })).headers;
    expect(h['strict-transport-security']).toContain('max-age=31536000');
  });
});

describe('session cookie', () => {
  it('is renewed once an hour of activity, so an active user is not signed out after 24 h', async () => {
    const clock = await buildTestApp();
    const start = new Date('2026-11-23T12:00:00Z');
    clock.setNow(start);
    const cookie = await clock.login('dev@agrodemo.cl');
    const self = () => clock.app.inject({ url: '/api/v1/admin/self', headers: { cookie } });
    const at = async (minutes: number) => {
      clock.setNow(new Date(start.getTime() + minutes * 60_000));
      const res = await self();
      expect(res.statusCode).toBe(200);
      return res.cookies.find((c) => c.name === 'agro_sesion');
    };
    expect(await at(30)).toBeUndefined();
    const renewed = await at(61);
    expect(renewed?.maxAge).toBe(86_400);
    expect(renewed?.httpOnly).toBe(true);
    expect(await at(90)).toBeUndefined();
    // 23 h of activity later the session is alive and its cookie was renewed along the way.
    for (let m = 120; m <= 26 * 60; m += 59) await at(m);
    expect((await self()).statusCode).toBe(200);
  });
});

describe('proxy trust', () => {
  it('ignores X-Forwarded-For and X-Forwarded-Host unless TRUST_PROXY is set', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/cron/desactivar',
      headers: {
        cookie: admin,
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it('believes the proxy when TRUST_PROXY is set', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    const cookie = await proxied.login('admin@agrodemo.cl');
    const res = await proxied.app.inject({
      method: 'POST',
      url: '/api/v1/cron/activar',
      headers: {
        cookie,
        origin: 'https://lb.example',
        'x-forwarded-host': 'lb.example',
        'x-forwarded-proto': 'https',
      },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('audit log', () => {
  const lastEntry = async () =>
    (await t.ctx.database.db.select().from(logEntry).orderBy(desc(logEntry.logdescId)).limit(1))[0]!;

  it('records an audited call whatever its input, NUL characters included', async () => {
    for (const [method, url, cookie, payload] of [
      ['POST', '/api/v1/cron/desactivar?x=%00', admin, {}],
      ['PUT', '/api/v1/parcela/tags/1?z=%00', cliente, { cp_id: 1, tags: ['Cerezo'] }],
    ] as const) {
      const res = await inject(method, url, cookie, payload);
      expect(res.statusCode).toBe(200);
      await app.auditFlush();
      const entry = await lastEntry();
      expect(entry.apiMethod).toBe(method);
      expect(entry.apiUrl).toBe(url.split('?')[0]);
      expect(JSON.stringify(entry.detalle)).toContain('\uFFFD');
    }
    await inject('POST', '/api/v1/cron/activar', admin, {});
    const status = (await inject('GET', '/api/v1/status', admin)).json().res.auditoria;
    expect(status).toEqual({
      status: 'ok',
      entradas_sin_detalle: 0,
      entradas_perdidas: 0,
      ultimo_error: null,
    });
  });

  it('reports in GET status when an entry cannot be written', async () => {
    const broken = await buildTestApp({ seed: false });
    const cookie = await broken.login('admin@agrodemo.cl').catch(() => null);
    // No accounts without the seed: sign in is refused, and that refusal is audited; break the table first.
    await broken.ctx.database.db.execute(sql`alter table log_entry rename to log_entry_roto`);
    await broken.app.inject({
      method: 'POST',
      url: '/api/v1/usuario/logear',
      payload: { email: 'x@y.cl', password: 'x' },
    });
    await broken.app.auditFlush();
    expect(cookie).toBeNull();
    expect(broken.app.auditHealth.perdidas).toBe(1);
    expect(broken.app.auditHealth.status).toBe('error');
    expect(broken.app.auditHealth.ultimoError?.mensaje).toBeTruthy();
  });
});
