import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, access, constants } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';

/** Where stored files live. Keys are relative paths such as `servicios/ab12.png`. */
export interface Storage {
  /** Streams a body into the key; the key appears only once the body is complete. */
  put(key: string, body: Readable | Buffer): Promise<{ size: number }>;
  /** A stream of the key's bytes, optionally an inclusive byte range. */
  get(key: string, range?: { start: number; end: number }): Promise<Readable>;
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /** Throws when the storage cannot be written. */
  check(): Promise<void>;
}

/** Files on the local disk under one root folder. */
export class DiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`Clave de almacenamiento inválida: ${key}`);
    return full;
  }

  async put(key: string, body: Readable | Buffer): Promise<{ size: number }> {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    const tmp = `${full}.${randomBytes(6).toString('hex')}.part`;
    try {
      if (Buffer.isBuffer(body)) {
        await pipeline(async function* () {
          yield body;
        }, createWriteStream(tmp));
      } else {
        await pipeline(body, createWriteStream(tmp));
      }
      await rename(tmp, full);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    return { size: (await stat(full)).size };
  }

  async get(key: string, range?: { start: number; end: number }): Promise<Readable> {
    return createReadStream(this.resolve(key), range);
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.resolve(key))).size;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }
}

/** Builds the storage named by STORAGE_URL (file:// today; s3:// is the next implementation of this seam). */
export function createStorage(url: string): Storage {
  if (url.startsWith('file://'))
    return new DiskStorage(
      fileURLToPath(url.startsWith('file:///') ? url : `file://${path.resolve(url.slice(7))}`),
    );
  throw new Error(`STORAGE_URL no soportado: ${url}`);
}
