import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import type { MultipartLedger } from '../db/multipart-ledger.ts';
import { DiskStorage } from './storage-disk.ts';

/** One stored object as a listing sees it. */
export interface StoredObject {
  key: string;
  size: number;
  lastModified: Date;
}

/** How a presigned download should be answered by the object store. */
export interface PresignOptions {
  contentType: string;
  /** Full Content-Disposition value, or none. */
  disposition?: string;
}

/** Where stored files live. Keys are relative paths such as `servicios/ab12.png`. */
export interface Storage {
  /** Streams a body into the key; the key appears only once the body is complete. */
  put(key: string, body: Readable | Buffer): Promise<{ size: number }>;
  /** A stream of the key's bytes, optionally an inclusive byte range. */
  get(key: string, range?: { start: number; end: number }): Promise<Readable>;
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /** Every stored key under a prefix (`''` for all), unfinished writes included where they are visible. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** Throws when the storage cannot be written. */
  check(): Promise<void>;
  /** A short-lived URL that serves the key directly, when the storage can make one. */
  presignGet?(key: string, opts: PresignOptions): Promise<string>;
  /**
   * Abandons multipart writes begun before `before` (a process died mid-upload) that the
   * ledger recorded; how many.
   */
  abortStaleUploads?(before: Date): Promise<number>;
  /** Where to record multipart writes as they start and end (S3; decision 015). */
  useMultipartLedger?(ledger: MultipartLedger): void;
  /**
   * Moves a complete object to another key without passing its bytes through the process (a rename
   * on disk, a server-side copy on S3). `moveStored` falls back to put + delete without it.
   */
  move?(from: string, to: string): Promise<void>;
  /** Releases connections (shutdown). */
  close?(): void;
}

/**
 * Builds the storage named by STORAGE_URL: `file://…` (or a bare path) or `s3://bucket[/prefix]`.
 * The S3 code is imported only for an S3 URL: the AWS SDK is ~26 MiB of a disk-backed server's RSS.
 */
export async function createStorage(config: Pick<Config, 'storageUrl' | 's3'>): Promise<Storage> {
  const url = config.storageUrl;
  if (url.startsWith('s3://')) {
    const { S3Storage } = await import('./storage-s3.ts');
    return new S3Storage(url, config.s3);
  }
  if (url.startsWith('file://'))
    return new DiskStorage(
      fileURLToPath(url.startsWith('file:///') ? url : `file://${path.resolve(url.slice(7))}`),
    );
  throw new Error(`STORAGE_URL no soportado: ${url}`);
}

/** Moves `from` to `to`; the source is gone only once the destination is complete. */
export async function moveStored(storage: Storage, from: string, to: string): Promise<void> {
  if (storage.move) return storage.move(from, to);
  await storage.put(to, await storage.get(from));
  await storage.delete(from);
}
