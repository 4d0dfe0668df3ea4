import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { archivoServicio, parcela, servicio } from '../src/db/schema/index.ts';
import { buildTestApp } from './helpers.ts';

const t = await buildTestApp();
const admin = await t.login('admin@agrodemo.cl');
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1/${url}`, headers: { cookie: admin, ...headers } });

describe('compressed answers', () => {
  it('a JSON answer of 1 KB or more leaves as br or gzip, whichever the client accepts, and decodes to the same JSON', async () => {
    const plain = await get('mapa/territorios');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('mapa/territorios', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get('mapa/territorios', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('small answers, files and ranges are sent as they are; a CSV export streams compressed', async () => {
    const small = await get('config/mapa', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();

    const [row] = await t.ctx.database.db
      .select({ nombre: archivoServicio.nombre, extension: archivoServicio.extension })
      .from(archivoServicio)
      .innerJoin(servicio, eq(servicio.servicioId, archivoServicio.servicioId))
      .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
      .where(and(eq(parcela.nombre, 'Fundo El Peumo'), eq(archivoServicio.extension, 'pdf')))
      .limit(1);
    const file = `descargar/servicios/${row!.nombre}.${row!.extension}`;
    const whole = await get(file, { 'accept-encoding': 'br, gzip' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(Number(whole.headers['content-length'])).toBe(whole.rawPayload.length);
    const part = await get(file, { 'accept-encoding': 'br, gzip', range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.rawPayload.length).toBe(100);

    const csv = await get('parcela/all/exportar?formato=csv', { 'accept-encoding': 'gzip' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(csv.rawPayload).toString().charCodeAt(0)).toBe(0xfeff);
    // A spreadsheet is a ZIP already.
    const xlsx = await get('parcela/all/exportar?formato=xlsx', { 'accept-encoding': 'br, gzip' });
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(xlsx.rawPayload.readUInt32LE(0)).toBe(0x04034b50);
  });
});
