import { crc32 } from 'node:zlib';
import type { Storage } from '../../lib/storage.ts';
import { newFileName } from '../../lib/crypto.ts';

const MAX_PARALLEL = 16;

/** What a row needs to describe one stored file. */
export interface StoredFile {
  nombre: string;
  extension: string;
  nombreOriginal: string;
  mime: string;
  tamano: number;
  storageKey: string;
  /** CRC-32 of the body (a report file's row keeps it for the period ZIP). */
  crc: number;
}

/**
 * Writes the seed's files before its transaction and remembers every key, so a failed or
 * lost seed can delete them again and leave no orphan files.
 */
export class StagedFiles {
  private readonly keys: string[] = [];
  private readonly writes: Promise<unknown>[] = [];
  private active = 0;
  private closed = false;
  private readonly waiting: (() => void)[] = [];

  private readonly storage: Storage;

  constructor(storage: Storage) {
    this.storage = storage;
  }

  /** Stores under `${folder}/${random}.${extension}` with a fresh server-made name. */
  put(
    folder: string,
    extension: string,
    mime: string,
    nombreOriginal: string,
    body: Buffer,
  ): Promise<StoredFile> {
    // A generation chain still running after a rollback must not leave a file behind.
    if (this.closed) return Promise.reject(new Error('Archivos demo ya descartados'));
    const nombre = newFileName();
    const storageKey = `${folder}/${nombre}.${extension}`;
    this.keys.push(storageKey);
    // The body is already in memory: hashed here as it is handed to the storage, not read back.
    const crc = crc32(body);
    const write = this.write(storageKey, body).then((tamano) => ({
      nombre,
      extension,
      nombreOriginal,
      mime,
      tamano,
      storageKey,
      crc,
    }));
    this.writes.push(write);
    return write;
  }

  /** Stores at a key the caller chose (a file beside another one, e.g. a video's phone recording). */
  putAt(storageKey: string, body: Buffer): Promise<number> {
    if (this.closed) return Promise.reject(new Error('Archivos demo ya descartados'));
    this.keys.push(storageKey);
    const write = this.write(storageKey, body);
    this.writes.push(write);
    return write;
  }

  /** Deletes everything staged, after letting writes still in flight finish so none reappears. */
  async rollback(): Promise<void> {
    this.closed = true;
    await Promise.allSettled(this.writes);
    await Promise.allSettled(this.keys.map((key) => this.storage.delete(key)));
    this.keys.length = 0;
    this.writes.length = 0;
  }

  // A few hundred files are staged at once; a remote storage should not see them all in parallel.
  private async write(key: string, body: Buffer): Promise<number> {
    if (this.active < MAX_PARALLEL) this.active++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve)); // the slot is handed over
    try {
      return (await this.storage.put(key, body)).size;
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
