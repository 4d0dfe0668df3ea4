import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { archivoServicio, parcela, servicio } from '../src/db/schema/index.ts';
import { buildTestApp } from './helpers.ts';

// After the tenancy check the bytes may come from elsewhere: S3 through a presigned URL
// (STORAGE_PRESIGN) or nginx through X-Accel-Redirect (STORAGE_ACCEL_REDIRECT, local disk).
const s3 = Boolean(inject('s3'));
const t = await buildTestApp();

async function demoVideo() {
  const { db } = t.ctx.database;
  const [row] = await db
    .select({ a: archivoServicio })
    .from(archivoServicio)
    .innerJoin(servicio, eq(servicio.servicioId, archivoServicio.servicioId))
    .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
    .where(and(eq(parcela.nombre, 'Fundo El Peumo'), eq(archivoServicio.extension, 'mp4')))
    .limit(1);
  return { archivo: row!.a, url: `/api/v1/descargar/servicios/${row!.a.nombre}.mp4` };
}

describe.skipIf(!s3)('downloads with STORAGE_PRESIGN on S3', () => {
  it('redirects a permitted download to a presigned URL that serves the bytes, Range too', async () => {
    const { app, ctx } = t;
    ctx.config.storagePresign = true;
    const { archivo, url } = await demoVideo();

    const res = await app.inject({
      url,
      headers: { cookie: await t.login('empleado@agrodemo.cl'), 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
    const location = String(res.headers.location);
    const whole = Buffer.from(await (await fetch(location)).arrayBuffer());
    expect(whole.length).toBe(archivo.tamano);
    const part = await fetch(location, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(100, 200));

    // The other company's principal client gets no URL at all.
    const ajeno = await app.inject({ url, headers: { cookie: await t.login('cliente2@agrodemo.cl') } });
    expect([403, 404]).toContain(ajeno.statusCode);
    expect(ajeno.headers.location).toBeUndefined();
  });
});

describe.skipIf(s3)('downloads with STORAGE_ACCEL_REDIRECT on local disk', () => {
  it('hands a permitted download to nginx with its headers, and nothing to anyone else', async () => {
    const { app, ctx } = t;
    ctx.config.storageAccelRedirect = '/_agro_files/';
    const { archivo, url } = await demoVideo();
    const res = await app.inject({
      url,
      headers: { cookie: await t.login('empleado@agrodemo.cl'), 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    // nginx sends the file as stored: the empty answer carries no content-encoding to confuse it.
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['x-accel-redirect']).toBe(`/_agro_files/${archivo.storageKey}`);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.rawPayload.length).toBe(0);

    const ajeno = await app.inject({ url, headers: { cookie: await t.login('cliente2@agrodemo.cl') } });
    expect([403, 404]).toContain(ajeno.statusCode);
    expect(ajeno.headers['x-accel-redirect']).toBeUndefined();
  });
});
