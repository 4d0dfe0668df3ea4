import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config.ts';
import type { MultipartLedger } from '../db/multipart-ledger.ts';
import type { PresignOptions, Storage, StoredObject } from './storage.ts';

// Parts are held in memory while they are sent: PART_SIZE × (QUEUE + 1) bytes per upload at most,
// so a 2 GB video costs ~24 MB of RSS, not 2 GB.
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE = 2;
const PRESIGN_SECONDS = 300;

/** The fields of a multipart command's input the ledger reads. */
interface Ref {
  Key: string;
  UploadId: string;
}

const notFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound');

/** Bucket and key prefix of `s3://bucket[/prefix]` (the prefix empty or ending in `/`). */
export function parseS3Url(url: string): { bucket: string; prefix: string } {
  const u = new URL(url);
  const prefix = u.pathname.replace(/^\/+|\/+$/g, '');
  return { bucket: u.hostname, prefix: prefix ? `${prefix}/` : '' };
}

/** The S3 client settings of STORAGE_URL's bucket, shared by the storage and the tus store. */
export function s3ClientConfig(opts: S3Config): S3ClientConfig {
  return {
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined, // the SDK's default chain: instance role, web identity, shared files
    // Checksums only where S3 demands them: several S3-compatible servers refuse the newer
    // aws-chunked trailers, and the TLS connection already protects the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** Objects in one S3-compatible bucket (AWS S3, MinIO, R2…), under an optional key prefix. */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  readonly bucket: string;
  readonly prefix: string;
  /** The client settings, for the tus store that writes resumable uploads into the same bucket. */
  readonly clientConfig: S3ClientConfig;

  private ledger: MultipartLedger | undefined;

  /** `url` is `s3://bucket[/prefix]`. */
  constructor(url: string, opts: S3Config) {
    ({ bucket: this.bucket, prefix: this.prefix } = parseS3Url(url));
    this.clientConfig = s3ClientConfig(opts);
    this.client = new S3Client(this.clientConfig);
    this.client.middlewareStack.add(
      (next, context) => async (args) => {
        const result = await next(args);
        await this.recordMultipart(context.commandName, args.input as Partial<Ref>, result.output);
        return result;
      },
      { step: 'initialize', name: 'agroMultipartLedger' },
    );
  }

  useMultipartLedger(ledger: MultipartLedger): void {
    this.ledger = ledger;
  }

  // Every multipart upload this client starts is in the ledger before its first part is sent, and
  // leaves it once S3 confirms its completion or abort (lib-storage's Upload sends all three).
  private async recordMultipart(command: string | undefined, input: Partial<Ref>, output: unknown) {
    const ledger = this.ledger;
    if (!ledger || !input.Key) return;
    if (command === 'CreateMultipartUploadCommand') {
      const uploadId = (output as { UploadId?: string }).UploadId;
      if (!uploadId) return;
      try {
        await ledger.started({ key: input.Key, uploadId });
      } catch (err) {
        // Unrecorded, the sweep would never abort it: do not start it at all.
        await this.client
          .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: input.Key, UploadId: uploadId }))
          .catch(() => undefined);
        throw err;
      }
    } else if (
      (command === 'CompleteMultipartUploadCommand' || command === 'AbortMultipartUploadCommand') &&
      input.UploadId
    ) {
      // A row left behind (the database away this moment) is swept later: S3 answers NoSuchUpload.
      await ledger.ended({ key: input.Key, uploadId: input.UploadId }).catch(() => undefined);
    }
  }

  private k(key: string): string {
    if (key.split('/').some((s) => s === '..' || s === '.')) throw new Error(`Clave inválida: ${key}`);
    return this.prefix + key;
  }

  async put(key: string, body: Readable | Buffer): Promise<{ size: number }> {
    let size = 0;
    let sourceError: unknown;
    // Counts the bytes and remembers the body's own failure (413, a broken client connection),
    // which must win over whatever the aborted S3 calls report.
    const counted = Buffer.isBuffer(body)
      ? body
      : Readable.from(
          (async function* () {
            try {
              for await (const chunk of body as AsyncIterable<Buffer>) {
                size += chunk.length;
                yield chunk;
              }
            } catch (err) {
              sourceError = err;
              throw err;
            }
          })(),
        );
    // A multipart upload becomes an object only on CompleteMultipartUpload and a single PUT only
    // once its body is in, so the key never names half a file. On failure lib-storage aborts the
    // multipart upload (its parts are dropped); the sweep job catches any left by a killed process.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.k(key), Body: counted },
      partSize: PART_SIZE,
      queueSize: QUEUE,
    });
    try {
      await upload.done();
    } catch (err) {
      throw sourceError ?? err;
    }
    return { size: Buffer.isBuffer(body) ? body.length : size };
  }

  async get(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const res = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.k(key),
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    // In Node the SDK's body is the HTTP response stream itself.
    return res.Body as Readable;
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.k(key) }));
      return head.ContentLength ?? 0;
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.k(key) }));
  }

  // A single CopyObject takes objects up to 5 GB, over twice the largest report file (2 GB).
  async move(from: string, to: string): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: this.k(to),
        CopySource: `${this.bucket}/${this.k(from).split('/').map(encodeURIComponent).join('/')}`,
      }),
    );
    await this.delete(from);
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix + prefix,
          ContinuationToken: token,
        }),
      );
      for (const o of page.Contents ?? [])
        if (o.Key)
          yield {
            key: o.Key.slice(this.prefix.length),
            size: o.Size ?? 0,
            lastModified: o.LastModified ?? new Date(0),
          };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async presignGet(key: string, opts: PresignOptions): Promise<string> {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.k(key),
        ResponseContentType: opts.contentType,
        ResponseContentDisposition: opts.disposition,
      }),
      { expiresIn: PRESIGN_SECONDS },
    );
  }

  /**
   * Aborts the multipart uploads the ledger says were started before `before` (by this platform's
   * clock) and never completed. Uploads the ledger does not know are left alone, whatever their
   * `Initiated` date: an S3-compatible server's clock or date is not trusted (decision 015).
   */
  async abortStaleUploads(before: Date): Promise<number> {
    if (!this.ledger) return 0;
    let aborted = 0;
    for (const u of await this.ledger.abandoned(before)) {
      if (!u.key.startsWith(this.prefix)) continue; // another storage's, on the same database
      try {
        await this.client.send(
          new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: u.key, UploadId: u.uploadId }),
        );
        aborted++;
      } catch (err) {
        // Already gone: completed or aborted while the ledger could not hear of it.
        if (!notFound(err) && !(err instanceof S3ServiceException && err.name === 'NoSuchUpload')) throw err;
      }
      await this.ledger.ended(u);
    }
    return aborted;
  }

  /** Closes the client's idle sockets (shutdown, tests). */
  close(): void {
    this.client.destroy();
  }
}
