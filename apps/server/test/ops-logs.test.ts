import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logEntry } from '../src/db/schema/index.ts';
import { buildTestApp } from './helpers.ts';

const t = await buildTestApp();
const { app } = t;
// A route that fails like a database error would, registered before the app is ready.
app.get('/api/v1/__ops_boom', { config: { access: 'public' } }, async () => {
  throw new Error('SELECT secreto FROM usuario');
});

const admin = await t.login('admin@agrodemo.cl');
// Entries are written just after each answer: wait for them before reading.
const listar = async (query = '', cookie = admin) => {
  await app.auditFlush();
  return app.inject({ url: `/api/v1/logs/listar${query}`, headers: { cookie } });
};
const descargar = (archivo: string, cookie = admin) =>
  app.inject({ url: `/api/v1/descargar/logs/${archivo}`, headers: { cookie } });
const newest = async (query = '') => (await listar(query)).json().logs[0];

describe('audit log entries', () => {
  it('records a failing request with its outcome and without the password of its body', async () => {
    const secreto = 'Clave#Equivocada99';
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/usuario/logear',
      payload: { email: 'cliente@agrodemo.cl', password: secreto },
    });
    expect(res.statusCode).toBe(401);
    const log = await newest('?api_url=usuario/logear');
    expect(log).toMatchObject({
      api_method: 'POST',
      api_url: '/api/v1/usuario/logear',
      event_type: 'error_cliente',
      status_code: 401,
      archivo_ext: 'json',
      usuario_email: null,
    });
    expect(typeof log.duration_ms).toBe('number');
    expect(Date.now() - Date.parse(log.created_at)).toBeLessThan(60_000);

    const [row] = await t.ctx.database.db
      .select()
      .from(logEntry)
      .where(eq(logEntry.logdescId, log.logdesc_id));
    expect(JSON.stringify(row)).not.toContain(secreto);
    const detail = (await descargar(`${log.archivo_nom}.json`)).json();
    expect(JSON.stringify(detail)).not.toContain(secreto);
    expect(detail.detalle.body).toEqual({ email: 'cliente@agrodemo.cl', password: '[oculto]' });
    expect(detail.detalle.respuesta).toMatchObject({ status: 401, mensaje: 'Usuario ingresado no existe' });
  });

  it('records who made a successful write, and never the session cookie', async () => {
    const cookie = await t.login('dev@agrodemo.cl');
    expect(await newest('?api_url=usuario/logear')).toMatchObject({
      status_code: 200,
      usuario_email: 'dev@agrodemo.cl',
    });
    const token = cookie.split('=')[1]!;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/cron/activar',
      headers: { cookie },
      payload: { event_name: 'purga_sesiones' },
    });
    expect(res.statusCode).toBe(200);
    const log = await newest('?api_url=cron/activar');
    expect(log).toMatchObject({
      api_method: 'POST',
      event_type: 'exito',
      status_code: 200,
      usuario_email: 'dev@agrodemo.cl',
    });
    const [row] = await t.ctx.database.db
      .select()
      .from(logEntry)
      .where(eq(logEntry.logdescId, log.logdesc_id));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.detalle).toMatchObject({
      usuario: { email: 'dev@agrodemo.cl', rol: 'Dev' },
      body: { event_name: 'purga_sesiones' },
    });
  });

  it('masks tokens carried in the path', async () => {
    const token = 'abcdefghijklmnopqrstuvwxyz0123456789';
    await app.inject({
      method: 'POST',
      url: `/api/v1/usuario/cambiar/${token}`,
      payload: { password_old: 'Nueva#Clave2026', password_new: 'Nueva#Clave2026' },
    });
    const log = await newest('?api_url=usuario/cambiar');
    expect(log.api_url).toBe('/api/v1/usuario/cambiar/[oculto]');
    const [row] = await t.ctx.database.db
      .select()
      .from(logEntry)
      .where(eq(logEntry.logdescId, log.logdesc_id));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain('Nueva#Clave2026');
  });

  it('records server errors of GET requests, but not successful reads', async () => {
    const before = (await listar()).json().total;
    await app.inject({ url: '/api/v1/config/contacto' });
    expect((await listar()).json().total).toBe(before);
    expect((await app.inject({ url: '/api/v1/__ops_boom' })).statusCode).toBe(500);
    const log = await newest();
    expect(log).toMatchObject({
      api_method: 'GET',
      api_url: '/api/v1/__ops_boom',
      event_type: 'error_servidor',
      status_code: 500,
    });
  });
});

describe('GET /logs/listar', () => {
  it('answers 401 without a session and 403 for clients and employees', async () => {
    expect((await app.inject({ url: '/api/v1/logs/listar' })).statusCode).toBe(401);
    expect((await listar('', await t.login('cliente@agrodemo.cl'))).statusCode).toBe(403);
    expect((await listar('', await t.login('empleado2@agrodemo.cl'))).statusCode).toBe(403);
  });

  it('refuses invalid filters with 400 naming the field by its label', async () => {
    for (const [q, campo] of [
      ['?api_method=BORRAR', 'Método'],
      ['?id=abc', 'ID'],
      ['?created_at=2026-13-45', 'Fecha'],
      ['?created_at=ayer', 'Fecha'],
      ['?event_type=otro', 'Tipo de evento'],
      ['?page=0', 'Página'],
      // Issue 10: an id beyond the integer column and a date that does not exist were 500s.
      ['?id=2147483648', 'ID'],
      ['?created_at=2024-02-30', 'Fecha'],
      ['?created_at=0000-01-01', 'Fecha'],
    ] as const) {
      const res = await listar(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().mensaje, q).toContain(campo);
    }
  });

  it('pages 20 entries at a time, newest first, with the total', async () => {
    for (let i = 0; i < 23; i++) {
      await app.inject({ method: 'POST', url: `/api/v1/ops-prueba/pagina-${i}` });
      await app.auditFlush();
    }
    const p1 = (await listar('?api_url=ops-prueba/pagina')).json();
    expect(p1.total).toBe(23);
    expect(p1.page_size).toBe(20);
    expect(p1.logs).toHaveLength(20);
    expect(p1.logs[0].api_url).toBe('/api/v1/ops-prueba/pagina-22');
    const ids = p1.logs.map((l: { logdesc_id: number }) => l.logdesc_id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const p2 = (await listar('?api_url=ops-prueba/pagina&page=2')).json();
    expect(p2.logs.map((l: { api_url: string }) => l.api_url)).toEqual([
      '/api/v1/ops-prueba/pagina-2',
      '/api/v1/ops-prueba/pagina-1',
      '/api/v1/ops-prueba/pagina-0',
    ]);
    expect((await listar('?api_url=ops-prueba/pagina&page=3')).json().logs).toEqual([]);
  });

  it('filters by id, method, event type, URL and the Santiago calendar date', async () => {
    // 02:30 UTC on 10 March 2026 is still 9 March in Santiago (UTC-3 in summer).
    t.setNow(new Date('2026-03-10T02:30:00Z'));
    await app.inject({ method: 'DELETE', url: '/api/v1/ops-prueba/fecha' });
    t.setNow(new Date());
    const byDate = (await listar('?created_at=2026-03-09')).json();
    expect(byDate.logs.map((l: { api_url: string }) => l.api_url)).toEqual(['/api/v1/ops-prueba/fecha']);
    expect((await listar('?created_at=2026-03-10')).json().total).toBe(0);

    const entry = byDate.logs[0];
    expect((await listar(`?id=${entry.logdesc_id}`)).json().logs).toEqual([entry]);
    const deletes = (await listar('?api_method=delete')).json();
    expect(deletes.logs.length).toBeGreaterThan(0);
    expect(deletes.logs.every((l: { api_method: string }) => l.api_method === 'DELETE')).toBe(true);
    const servidor = (await listar('?event_type=error_servidor')).json();
    expect(servidor.logs.every((l: { status_code: number }) => l.status_code >= 500)).toBe(true);
    // LIKE wildcards in the text are taken literally.
    expect((await listar('?api_url=%25')).json().total).toBe(0);
    expect((await listar('?api_url=&api_method=&event_type=&id=&created_at=')).statusCode).toBe(200);
  });
});

describe('GET /descargar/logs/:archivo', () => {
  it('answers 401, 403, 400 for a bad name and 404 for an unknown one', async () => {
    const log = await newest();
    expect((await app.inject({ url: `/api/v1/descargar/logs/${log.archivo_nom}.json` })).statusCode).toBe(
      401,
    );
    expect(
      (await descargar(`${log.archivo_nom}.json`, await t.login('cliente2@agrodemo.cl'))).statusCode,
    ).toBe(403);
    expect((await descargar('..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    expect((await descargar('log-000000000000.json')).statusCode).toBe(404);
  });

  it('returns the entry detail as a JSON attachment', async () => {
    const log = await newest();
    const res = await descargar(`${log.archivo_nom}.${log.archivo_ext}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${log.archivo_nom}.json"`);
    const body = res.json();
    expect(body).toMatchObject({
      logdesc_id: log.logdesc_id,
      api_url: log.api_url,
      api_method: log.api_method,
      event_type: log.event_type,
    });
    expect(body.detalle.respuesta.status).toBe(log.status_code);
  });
});
