import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A running s3rver: a real S3 protocol server on loopback, keeping objects in a temp folder. */
export interface S3Server {
  endpoint: string;
  /** Credentials s3rver accepts. */
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

// s3rver (the only S3 server on npm) lacks ListMultipartUploads and AbortMultipartUpload, which our
// storage uses to drop the parts of a failed upload, and ListParts, which @tus/s3-store uses to find
// a resumable upload's offset; this answers them from its own upload folders.
type Ctx = {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  type: string;
  body: unknown;
  store: FilesystemStore;
};
interface FilesystemStore {
  listObjects(
    bucket: string,
    o: { prefix?: string; startAfter?: string; maxKeys: number },
  ): Promise<{
    objects: { key: string; size: number; lastModifiedDate: Date; metadata: Record<string, string> }[];
    isTruncated: boolean;
  }>;
}
const xml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

// s3rver 3.7 seals ListObjectsV2's continuation token with DES-CBC, which OpenSSL 3 (Node ≥ 17) only
// has in its legacy provider: `createCipheriv('des', …)` throws, so any listing of more than 1,000
// keys (the first truncated page) answers 500. This answers ListObjectsV2 from s3rver's own store,
// with the last key as the token (no delimiter: our storage never sends one).
async function listObjectsV2(ctx: Ctx, bucket: string) {
  const token = ctx.query['continuation-token'];
  const startAfter = token ? Buffer.from(token, 'base64url').toString('utf8') : ctx.query['start-after'];
  const maxKeys = Math.min(1000, Number(ctx.query['max-keys'] ?? 1000));
  const prefix = ctx.query.prefix ?? '';
  const page = await ctx.store.listObjects(bucket, { prefix, startAfter, maxKeys });
  const last = page.objects.at(-1)?.key;
  const next =
    page.isTruncated && last
      ? `<NextContinuationToken>${Buffer.from(last).toString('base64url')}</NextContinuationToken>`
      : '';
  const contents = page.objects.map(
    (o) =>
      `<Contents><Key>${xml(o.key)}</Key><LastModified>${o.lastModifiedDate.toISOString()}</LastModified><ETag>${xml(o.metadata.etag ?? '')}</ETag><Size>${o.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
  );
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.objects.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${page.isTruncated}</IsTruncated>${next}${contents.join('')}</ListBucketResult>`;
}

function multipartShim(root: string) {
  return async (ctx: Ctx, next: () => Promise<void>) => {
    const [, bucket, ...keyParts] = ctx.path.split('/').filter((p, i) => i === 0 || p !== '');
    if (ctx.method === 'GET' && ctx.query['list-type'] === '2' && bucket && keyParts.length === 0)
      return listObjectsV2(ctx, bucket);
    const uploads = path.join(root, bucket ?? '', '._S3rver_uploads');
    if (ctx.method === 'DELETE' && ctx.query.uploadId && keyParts.length) {
      await rm(path.join(uploads, path.basename(ctx.query.uploadId)), { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    if (ctx.method === 'GET' && ctx.query.uploadId && keyParts.length) {
      const dir = path.join(uploads, path.basename(ctx.query.uploadId));
      const names = await readdir(dir).catch(() => null);
      if (names === null) {
        ctx.status = 404;
        ctx.type = 'application/xml';
        ctx.body =
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>';
        return;
      }
      const parts: string[] = [];
      for (const n of names.filter((x) => /^\d+$/.test(x)).sort((a, b) => Number(a) - Number(b))) {
        const s = await stat(path.join(dir, n));
        const md5 = await readFile(path.join(dir, `${n}.md5`), 'utf8').catch(() => '');
        parts.push(
          `<Part><PartNumber>${n}</PartNumber><ETag>"${md5}"</ETag><Size>${s.size}</Size><LastModified>${s.mtime.toISOString()}</LastModified></Part>`,
        );
      }
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucket}</Bucket><Key>${keyParts.join('/')}</Key><UploadId>${ctx.query.uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
      return;
    }
    if (ctx.method === 'GET' && 'uploads' in ctx.query && keyParts.length === 0) {
      const prefix = ctx.query.prefix ?? '';
      const items: string[] = [];
      for (const id of await readdir(uploads).catch(() => [] as string[])) {
        const key = await readFile(path.join(uploads, id, 'key'), 'utf8').catch(() => null);
        if (key === null || !key.startsWith(prefix)) continue;
        const initiated = (await stat(path.join(uploads, id))).mtime.toISOString();
        items.push(
          `<Upload><Key>${key}</Key><UploadId>${id}</UploadId><Initiated>${initiated}</Initiated></Upload>`,
        );
      }
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>${bucket}</Bucket><IsTruncated>false</IsTruncated>${items.join('')}</ListMultipartUploadsResult>`;
      return;
    }
    await next();
  };
}

/** Starts s3rver on a free loopback port with the given buckets (created empty). */
export async function startS3rver(buckets: string[], opts: { port?: number } = {}): Promise<S3Server> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agro-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: opts.port ?? 0,
    directory: dir,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  server.middleware.unshift(multipartShim(dir));
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
