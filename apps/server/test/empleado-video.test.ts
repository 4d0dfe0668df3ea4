import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { videoTutorial } from '../src/db/schema/index.ts';
import { buildTestApp } from './helpers.ts';

const t = await buildTestApp();
const { app } = t;
const { db } = t.ctx.database;
const cookies = {
  empleado: await t.login('empleado@agrodemo.cl'),
  cliente: await t.login('cliente@agrodemo.cl'),
  admin: await t.login('admin@agrodemo.cl'),
};
const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/v1/${url}`, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
const videosOf = (manual: 'empleado' | 'cliente' | 'admin') =>
  db.select().from(videoTutorial).where(eq(videoTutorial.manual, manual));
const [empleadoVideo] = await videosOf('empleado');
const [clienteVideo] = await videosOf('cliente');
const [adminVideo] = await videosOf('admin');

describe('GET /video/{id}', () => {
  it("streams a video of the employee's manual, whole or by Range (206)", async () => {
    const whole = await get(`video/${empleadoVideo!.videoId}`, cookies.empleado);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    const part = await get(`video/${empleadoVideo!.videoId}`, cookies.empleado, { range: 'bytes=0-1023' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-1023/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 1024))).toBe(true);
  });

  it("404 for another role's manual; staff watch any", async () => {
    expect((await get(`video/${clienteVideo!.videoId}`, cookies.empleado)).statusCode).toBe(404);
    expect((await get(`video/${adminVideo!.videoId}`, cookies.empleado)).statusCode).toBe(404);
    expect((await get(`video/${empleadoVideo!.videoId}`, cookies.cliente)).statusCode).toBe(404);
    expect(
      (await get(`video/${clienteVideo!.videoId}`, cookies.cliente, { range: 'bytes=0-9' })).statusCode,
    ).toBe(206);
    expect(
      (await get(`video/${clienteVideo!.videoId}`, cookies.admin, { range: 'bytes=0-9' })).statusCode,
    ).toBe(206);
  });

  it('404 for an unknown id, 400 for a malformed one, 401 without a session', async () => {
    expect((await get('video/99999', cookies.empleado)).statusCode).toBe(404);
    expect((await get('video/abc', cookies.empleado)).statusCode).toBe(400);
    expect((await get(`video/${empleadoVideo!.videoId}`)).statusCode).toBe(401);
  });
});

describe('GET /video/manual/{manual}', () => {
  it("lists the employee's three tutorials in order", async () => {
    const res = await get('video/manual/empleado', cookies.empleado);
    expect(res.statusCode).toBe(200);
    expect(res.json().videos.map((v: { titulo: string }) => v.titulo)).toEqual([
      'Ver Información - EDEB',
      'Ver Información - EDEB Sensores',
      'Cambiar Datos De Perfil Y Contraseña',
    ]);
  });
  it("404 for another role's manual, 400 for an unknown manual, 401 without a session", async () => {
    expect((await get('video/manual/admin', cookies.empleado)).statusCode).toBe(404);
    expect((await get('video/manual/cliente', cookies.empleado)).statusCode).toBe(404);
    expect((await get('video/manual/otro', cookies.empleado)).statusCode).toBe(400);
    expect((await get('video/manual/empleado')).statusCode).toBe(401);
  });
});
