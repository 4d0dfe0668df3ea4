// A raster's header is checked at commit by ranged GETs on the S3 object's presigned URL, not by
// downloading it (decision 021): the source reads exactly the ranges asked, zero-fills past the end,
// and refuses a server that would send the whole object.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { objetoRemoto } from '../src/modules/raster/almacen.ts';
import { urlSource } from '../src/raster/source.ts';
import { testStorage } from './helpers.ts';

const storage = testStorage(mkdtempSync(path.join(os.tmpdir(), 'agro-fuente-url-')));
const s3 = Boolean(inject('s3'));
const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7) % 256));

describe(`raster source by ranges (${s3 ? 's3' : 'disk'})`, () => {
  it.skipIf(!s3)('reads an S3 object by ranges through its presigned URL', async () => {
    await storage.put('raster/x.tif', bytes);
    const remoto = await objetoRemoto(storage, 'raster/x.tif');
    expect(remoto?.size).toBe(5000);
    const src = urlSource(remoto!.url, remoto!.size);
    expect(Buffer.from(await src.readRange(1000, 300))).toEqual(bytes.subarray(1000, 1300));
    const cola = await src.readRange(4990, 20);
    expect(Buffer.from(cola.subarray(0, 10))).toEqual(bytes.subarray(4990));
    expect([...cola.subarray(10)]).toEqual(Array(10).fill(0));
    expect([...(await src.readRange(6000, 4))]).toEqual([0, 0, 0, 0]);
    // geotiff's first header read runs past the end of a small file: the whole object, zero-padded.
    const todo = await src.readRange(0, 8192);
    expect(Buffer.from(todo.subarray(0, 5000))).toEqual(bytes);
    expect(todo.subarray(5000).every((b) => b === 0)).toBe(true);
    expect(await objetoRemoto(storage, 'raster/no-existe.tif')).toBeNull();
  });

  it.skipIf(s3)('a disk-stored raster is read where it is, with no URL', async () => {
    await storage.put('raster/x.tif', bytes);
    expect(await objetoRemoto(storage, 'raster/x.tif')).toBeNull();
  });

  it('refuses a server that ignores Range instead of reading the whole object', async () => {
    let pedidos = 0;
    const srv = http.createServer((_req, res) => {
      pedidos++;
      res.writeHead(200, { 'content-length': bytes.length }).end(bytes);
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    afterAll(() => new Promise<void>((r) => srv.close(() => r())));
    const { port } = srv.address() as AddressInfo;
    const src = urlSource(`http://127.0.0.1:${port}/x.tif`, bytes.length);
    await expect(src.readRange(16, 16)).rejects.toThrow('HTTP 200');
    expect(pedidos).toBe(1);
  });
});
