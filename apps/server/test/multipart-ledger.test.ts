import { Readable } from 'node:stream';
import { CreateMultipartUploadCommand, ListMultipartUploadsCommand, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { limpiezaArchivos } from '../src/jobs/limpieza-archivos.ts';
import { s3ClientConfig, S3Storage } from '../src/lib/storage-s3.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

// With `npm run test:server:s3` (s3rver): the sweep of abandoned multipart uploads believes the
// platform's own record, not the dates the S3 server reports (decision 015).
const s3 = inject('s3');
const MB = 1024 * 1024;
const DAY = 24 * 3600_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!s3)('multipart uploads tracked in the database', () => {
  let t: TestApp;
  let storage: S3Storage;
  let client: S3Client;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    storage = t.ctx.storage as S3Storage;
    client = new S3Client(
      s3ClientConfig({
        region: 'us-east-1',
        endpoint: s3!.endpoint,
        forcePathStyle: true,
        accessKeyId: s3!.accessKeyId,
        secretAccessKey: s3!.secretAccessKey,
      }),
    );
    return () => client.destroy();
  });

  const ledger = async () =>
    (
      (await t.ctx.database.db.execute(
        sql`select clave, upload_id from multipart_pendiente order by clave`,
      )) as unknown as { rows: { clave: string; upload_id: string }[] }
    ).rows;
  const openUploads = async () => {
    const page = await client.send(
      new ListMultipartUploadsCommand({ Bucket: storage.bucket, Prefix: storage.prefix }),
    );
    return (page.Uploads ?? []).map((u) => u.Key!).sort();
  };

  it('a finished or failed write leaves nothing in the ledger', async () => {
    await storage.put('entero/a.bin', Buffer.alloc(20 * MB, 3));
    const broken = Readable.from(
      (async function* () {
        for (let i = 0; i < 20; i++) {
          if (i === 12) throw new Error('conexión cortada');
          yield Buffer.alloc(MB, i);
        }
      })(),
    );
    await expect(storage.put('roto/b.bin', broken)).rejects.toThrow('conexión cortada');
    expect(await ledger()).toEqual([]);
    expect(await openUploads()).toEqual([]);
  });

  it('aborts only what the platform started and left for longer than the limit by its own clock', async () => {
    // A live upload of this platform, in the middle of its body (the client is slow).
    let finish!: () => void;
    const gate = new Promise<void>((r) => (finish = r));
    const live = storage.put(
      'vivo/video.mp4',
      Readable.from(
        (async function* () {
          yield Buffer.alloc(9 * MB, 1); // past the first 8 MiB part: a multipart upload exists
          await gate;
          yield Buffer.alloc(MB, 2);
        })(),
      ),
    );
    for (let i = 0; (await ledger()).length === 0; i++) {
      if (i > 100) throw new Error('the upload was not recorded');
      await sleep(50);
    }
    // An upload the platform never recorded (another tool's, or a server whose dates are wrong):
    // the sweep of the old code aborted it on the strength of S3's `Initiated` date.
    const foreignKey = `${storage.prefix}ajeno/otro.bin`;
    await client.send(new CreateMultipartUploadCommand({ Bucket: storage.bucket, Key: foreignKey }));
    expect(await openUploads()).toEqual([foreignKey, `${storage.prefix}vivo/video.mp4`].sort());

    // Today: the live upload is hours old at most, so nothing goes.
    const today = await limpiezaArchivos(t.ctx, new Date());
    expect(today.detail).toContain('0 cargas incompletas');
    expect(await openUploads()).toHaveLength(2);

    // Two days on by our clock, the live upload still open is abandoned; the unknown one stays.
    const later = await limpiezaArchivos(t.ctx, new Date(Date.now() + 2 * DAY));
    expect(later.detail).toContain('1 carga incompleta');
    expect(await openUploads()).toEqual([foreignKey]);
    expect(await ledger()).toEqual([]);
    finish();
    await expect(live).rejects.toThrow();
  });

  it('a write is refused, and leaves no upload behind, when the ledger cannot record it', async () => {
    const real = storage['ledger']!;
    storage.useMultipartLedger({
      ...real,
      started: () => Promise.reject(new Error('base de datos no disponible')),
    });
    try {
      await expect(storage.put('sin-registro/c.bin', Buffer.alloc(20 * MB, 4))).rejects.toThrow(
        'base de datos no disponible',
      );
    } finally {
      storage.useMultipartLedger(real);
    }
    expect((await openUploads()).filter((k) => k.includes('sin-registro'))).toEqual([]);
  });
});
