import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/lib/mailer.ts';
import { buildTestApp } from './helpers.ts';
import { startTestSmtp } from './ops-smtp.ts';

const smtp = await startTestSmtp();
afterAll(() => smtp.stop());
const t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
const { app } = t;

const status = (cookie?: string) => app.inject({ url: '/api/v1/status', headers: cookie ? { cookie } : {} });

describe('GET /status', () => {
  it('answers 401 without a session and 403 for clients and employees', async () => {
    expect((await status()).statusCode).toBe(401);
    expect((await status()).json()).toEqual({ status: 'error', mensaje: 'Token inválido' });
    expect((await status(await t.login('cliente@agrodemo.cl'))).statusCode).toBe(403);
    expect((await status(await t.login('empleado@agrodemo.cl'))).statusCode).toBe(403);
  });

  it('reports database, mailer and api ok when everything is up', async () => {
    const res = await status(await t.login('admin@agrodemo.cl'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      res: {
        database: { status: 'ok' },
        mailer: { status: 'ok' },
        api: { status: 'ok' },
        auditoria: { status: 'ok', entradas_sin_detalle: 0, entradas_perdidas: 0, ultimo_error: null },
        version: { version: expect.stringMatching(/^\d+\.\d+\.\d+/), commit: expect.any(String) },
      },
    });
  });

  it('reports the mailer as error while the SMTP server is down, and ok again when it is back', async () => {
    const cookie = await t.login('dev@agrodemo.cl');
    await smtp.stop();
    const down = await status(cookie);
    expect(down.statusCode).toBe(200);
    expect(down.json().res).toMatchObject({
      database: { status: 'ok' },
      mailer: { status: 'error' },
      api: { status: 'ok' },
    });

    await smtp.start();
    const up = await status(cookie);
    expect(up.json().res.mailer).toEqual({ status: 'ok' });
  });

  it('reports the database as error when it cannot be queried', async () => {
    const cookie = await t.login('admin@agrodemo.cl');
    const ping = t.ctx.database.ping;
    t.ctx.database.ping = () => Promise.reject(new Error('conexión perdida'));
    try {
      const res = await status(cookie);
      expect(res.json().res.database).toEqual({ status: 'error' });
      expect(res.body).not.toContain('conexión perdida');
    } finally {
      t.ctx.database.ping = ping;
    }
  });
});

describe('outbox mailer check', () => {
  it('is ok when the outbox folder is writable, error when it cannot be created', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agro-outbox-'));
    await expect(
      createMailer({ outboxDir: path.join(dir, 'outbox'), from: 'x@y.cl' }).verify(),
    ).resolves.toBeUndefined();
    writeFileSync(path.join(dir, 'archivo'), '');
    await expect(
      createMailer({ outboxDir: path.join(dir, 'archivo', 'outbox'), from: 'x@y.cl' }).verify(),
    ).rejects.toThrow();
  });
});
