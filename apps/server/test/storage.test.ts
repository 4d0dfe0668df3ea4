import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testStorage } from './helpers.ts';

// The Storage contract, on the kind this run uses: a disk folder, or s3rver with `npm run test:server:s3`.
const storage = testStorage(mkdtempSync(path.join(os.tmpdir(), 'agro-storage-')));
const s3 = Boolean(inject('s3'));
const MB = 1024 * 1024;

/** A body of `n` MiB that fails with `error` after `failAfter` MiB, as a broken upload does. */
function body(n: number, failAfter?: number, error = new Error('conexión cortada')): Readable {
  return Readable.from(
    (async function* () {
      for (let i = 0; i < n; i++) {
        if (failAfter !== undefined && i === failAfter) throw error;
        yield Buffer.alloc(MB, i % 251);
      }
    })(),
  );
}

async function keys(prefix: string): Promise<string[]> {
  const out: string[] = [];
  for await (const o of storage.list(prefix)) out.push(o.key);
  return out.sort();
}

describe(`storage (${s3 ? 's3' : 'disk'})`, () => {
  it('stores, sizes, reads whole and by range, lists and deletes', async () => {
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    expect(await storage.put('a/uno.bin', bytes)).toEqual({ size: 1000 });
    expect(await storage.put('a/b/dos.bin', Readable.from([bytes, bytes]))).toEqual({ size: 2000 });
    expect(await storage.size('a/uno.bin')).toBe(1000);
    expect(await storage.size('a/nada.bin')).toBeNull();
    expect(await buffer(await storage.get('a/uno.bin'))).toEqual(bytes);
    expect(await buffer(await storage.get('a/uno.bin', { start: 10, end: 19 }))).toEqual(
      bytes.subarray(10, 20),
    );
    expect(await keys('a/')).toEqual(['a/b/dos.bin', 'a/uno.bin']);
    expect(await keys('a/b')).toEqual(['a/b/dos.bin']);
    await storage.delete('a/uno.bin');
    await storage.delete('a/uno.bin'); // already gone: no error
    expect(await keys('a/')).toEqual(['a/b/dos.bin']);
    await storage.check();
  });

  it('a multipart-sized body streams through and reads back by range', async () => {
    expect(await storage.put('grande/ok.bin', body(20))).toEqual({ size: 20 * MB });
    const slice = await buffer(await storage.get('grande/ok.bin', { start: 17 * MB - 2, end: 17 * MB + 1 }));
    expect([...slice]).toEqual([16, 16, 17, 17]);
  });

  it('a body that fails leaves no key and no unfinished upload, and its own error wins', async () => {
    const tooLarge = Object.assign(new Error('demasiado grande'), { statusCode: 413 });
    await expect(storage.put('roto/chico.bin', body(3, 1, tooLarge))).rejects.toBe(tooLarge);
    // Past the first 8 MiB part: a multipart upload has begun on S3 and must be aborted.
    await expect(storage.put('roto/grande.bin', body(30, 20))).rejects.toThrow('conexión cortada');
    expect(await keys('roto/')).toEqual([]);
    expect(await storage.size('roto/grande.bin')).toBeNull();
    if (storage.abortStaleUploads)
      expect(await storage.abortStaleUploads(new Date(Date.now() + 3600_000))).toBe(0);
  });

  it('the key appears only once its body is complete', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = Readable.from(
      (async function* () {
        yield Buffer.alloc(1000, 1);
        await gate;
        yield Buffer.alloc(1000, 2);
      })(),
    );
    const writing = storage.put('lento/x.bin', slow);
    await new Promise((r) => setTimeout(r, 100));
    expect(await storage.size('lento/x.bin')).toBeNull();
    release();
    expect(await writing).toEqual({ size: 2000 });
    expect(await storage.size('lento/x.bin')).toBe(2000);
  });

  // S3 answers at most 1,000 keys a page: a raster's tiles alone can be thousands, and deleting its
  // prefix or the cluster smoke's bucket check must see every one of them.
  it('lists every key past the first page of 1,000', { timeout: 180_000 }, async () => {
    const n = 1_234;
    const todas = Array.from({ length: n }, (_, i) => `muchas/${String(i).padStart(4, '0')}.bin`);
    for (let i = 0; i < n; i += 25)
      await Promise.all(todas.slice(i, i + 25).map((k) => storage.put(k, Buffer.from(k))));
    expect(await keys('muchas/')).toEqual(todas);
  });

  it.skipIf(!s3)('presigns a short-lived URL that serves the bytes with the given headers', async () => {
    await storage.put('firmado/a.pdf', Buffer.from('%PDF-1.4 firmado'));
    const url = await storage.presignGet!('firmado/a.pdf', {
      contentType: 'application/pdf',
      disposition: 'attachment; filename="informe.pdf"',
    });
    expect(url).toMatch(/X-Amz-Expires=300/);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="informe.pdf"');
    expect(await res.text()).toBe('%PDF-1.4 firmado');
  });

  it('refuses keys that climb out of the storage', async () => {
    await expect(storage.put('../fuera.bin', Buffer.from('x'))).rejects.toThrow();
  });
});
