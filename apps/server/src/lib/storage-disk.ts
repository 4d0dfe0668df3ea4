import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, opendir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import type { Storage, StoredObject } from './storage.ts';

// Larger reads than the 64 KiB default: fewer syscalls and event-loop turns per MB served
// (docs/PERFORMANCE.md, "Production at scale", measures the effect against nginx sendfile).
const READ_CHUNK = 1024 * 1024;

/** Files on the local disk under one root folder. */
export class DiskStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`Clave de almacenamiento inválida: ${key}`);
    return full;
  }

  async put(key: string, body: Readable | Buffer): Promise<{ size: number }> {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    // Written beside the key and renamed when complete, so the key never names half a file.
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
    return createReadStream(this.resolve(key), { ...range, highWaterMark: READ_CHUNK });
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

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const root = path.resolve(this.root);
    // A prefix may end inside a folder name ('serv') or at a folder ('servicios/').
    const start = prefix.includes('/') ? path.join(root, prefix.slice(0, prefix.lastIndexOf('/'))) : root;
    for await (const full of walk(start)) {
      const key = path.relative(root, full).split(path.sep).join('/');
      if (!key.startsWith(prefix)) continue;
      const s = await stat(full).catch(() => null);
      if (s) yield { key, size: s.size, lastModified: s.mtime };
    }
  }

  async move(from: string, to: string): Promise<void> {
    const dest = this.resolve(to);
    await mkdir(path.dirname(dest), { recursive: true });
    await rename(this.resolve(from), dest);
  }

  /** The folder a key lives in, for stores that write there themselves (tus uploads). */
  pathOf(key: string): string {
    return this.resolve(key);
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }
}

async function* walk(dir: string): AsyncIterable<string> {
  let handle;
  try {
    handle = await opendir(dir);
  } catch {
    return; // a folder nothing was ever stored in
  }
  for await (const entry of handle) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}
