import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { archivoServicio, parcela, servicio } from '../src/db/schema/index.ts';
import { buildTestApp } from './helpers.ts';

// STORAGE_PRESIGN=true (s3 only): after the tenancy check the server answers with a redirect to a
// short-lived presigned URL, and the object store serves the bytes (Range included).
const s3 = Boolean(inject('s3'));
const t = s3 ? await buildTestApp() : null;

describe.skipIf(!s3)('downloads with STORAGE_PRESIGN on S3', () => {
  it('redirects a permitted download to a presigned URL that serves the bytes, Range too', async () => {
    const { app, ctx } = t!;
    ctx.config.storagePresign = true;
    const { db } = ctx.database;
    const [row] = await db
      .select({ a: archivoServicio })
      .from(archivoServicio)
      .innerJoin(servicio, eq(servicio.servicioId, archivoServicio.servicioId))
      .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
      .where(and(eq(parcela.nombre, 'Fundo El Peumo'), eq(archivoServicio.extension, 'mp4')))
      .limit(1);
    const archivo = row!.a;
    const url = `/api/v1/descargar/servicios/${archivo.nombre}.mp4`;

    const res = await app.inject({ url, headers: { cookie: await t!.login('empleado@agrodemo.cl') } });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const location = String(res.headers.location);
    const whole = Buffer.from(await (await fetch(location)).arrayBuffer());
    expect(whole.length).toBe(archivo.tamano);
    const part = await fetch(location, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(100, 200));

    // The other company's principal client gets no URL at all.
    const ajeno = await app.inject({ url, headers: { cookie: await t!.login('cliente2@agrodemo.cl') } });
    expect([403, 404]).toContain(ajeno.statusCode);
    expect(ajeno.headers.location).toBeUndefined();
  });
});
