// Source files and outputs of a comparison in the Storage (disk or S3 alike): the raster core reads a
// local file by ranges on a pool thread, so an S3 object is first streamed to a temporary file; the
// task writes its outputs to a temporary folder, which is then put under a prefix.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../../lib/storage.ts';
import { DiskStorage } from '../../lib/storage-disk.ts';

/** Runs `fn` with a temporary folder that is removed afterwards, whatever happens. */
export async function conCarpeta<T>(fn: (carpeta: string) => Promise<T>): Promise<T> {
  const carpeta = await mkdtemp(path.join(tmpdir(), 'agro-comparar-'));
  try {
    return await fn(carpeta);
  } finally {
    await rm(carpeta, { recursive: true, force: true });
  }
}

/** A local path holding a stored object's bytes: where it is on disk, or a copy in `carpeta`. */
export async function archivoLocal(storage: Storage, key: string, carpeta: string, nombre: string) {
  if (storage instanceof DiskStorage) return storage.pathOf(key);
  const ruta = path.join(carpeta, nombre);
  await pipeline(await storage.get(key), createWriteStream(ruta));
  return ruta;
}

async function* archivosDe(carpeta: string, rel = ''): AsyncGenerator<string> {
  for (const e of await readdir(path.join(carpeta, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) yield* archivosDe(carpeta, r);
    else if (e.isFile()) yield r;
  }
}

/** Puts every file of a folder under `prefijo`, a few at a time. */
export async function subirCarpeta(storage: Storage, carpeta: string, prefijo: string): Promise<void> {
  let lote: Promise<unknown>[] = [];
  for await (const rel of archivosDe(carpeta)) {
    lote.push(storage.put(`${prefijo}${rel}`, createReadStream(path.join(carpeta, ...rel.split('/')))));
    if (lote.length === 8) {
      await Promise.all(lote);
      lote = [];
    }
  }
  await Promise.all(lote);
}
