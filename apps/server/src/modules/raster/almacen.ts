// Raster files and outputs in the Storage (disk or S3 alike). The raster core reads by ranges on a
// pool thread: a disk-stored file where it is; an S3 object, to check its header at commit, by ranged
// GETs on a presigned URL, and to process it (read whole, once) from a temporary file it is first
// streamed to (decision 021). Outputs are written by the task to a temporary folder and then put
// under the raster's prefix.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Cola } from '../../lib/cola.ts';
import type { Storage } from '../../lib/storage.ts';
import { DiskStorage } from '../../lib/storage-disk.ts';

/** Storage key prefix of a raster's outputs (ends in '/'). */
export const prefijoRaster = (nombreArchivo: string) => `raster/${nombreArchivo}/`;

/** Runs `fn` with a temporary folder that is removed afterwards, whatever happens. */
export async function conCarpetaTemporal<T>(fn: (carpeta: string) => Promise<T>): Promise<T> {
  const carpeta = await mkdtemp(path.join(tmpdir(), 'agro-raster-'));
  try {
    return await fn(carpeta);
  } finally {
    await rm(carpeta, { recursive: true, force: true });
  }
}

/** Runs `fn` with a local path holding the stored object's bytes. */
export async function conArchivoLocal<T>(
  storage: Storage,
  key: string,
  fn: (ruta: string) => Promise<T>,
): Promise<T> {
  if (storage instanceof DiskStorage) return fn(storage.pathOf(key));
  return conCarpetaTemporal(async (carpeta) => {
    const ruta = path.join(carpeta, 'fuente.tif');
    await pipeline(await storage.get(key), createWriteStream(ruta));
    return fn(ruta);
  });
}

/**
 * The stored object as a presigned URL and its size, for a pool thread to read by ranged GETs; null
 * when the storage has no URL to give (disk: read the file where it is).
 */
export async function objetoRemoto(
  storage: Storage,
  key: string,
): Promise<{ url: string; size: number } | null> {
  if (storage instanceof DiskStorage || !storage.presignGet) return null;
  const size = await storage.size(key);
  if (size === null) return null;
  return { url: await storage.presignGet(key, { contentType: 'image/tiff' }), size };
}

async function* archivosDe(carpeta: string, rel = ''): AsyncGenerator<string> {
  for (const e of await readdir(path.join(carpeta, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) yield* archivosDe(carpeta, r);
    else if (e.isFile()) yield r;
  }
}

const EN_VUELO = 8;

/** Puts every file of a folder under `prefijo` (a few at a time); the keys written. */
export async function subirCarpeta(storage: Storage, carpeta: string, prefijo: string): Promise<number> {
  const cola = new Cola(EN_VUELO);
  let n = 0;
  try {
    for await (const rel of archivosDe(carpeta))
      await cola.agregar(async () => {
        await storage.put(`${prefijo}${rel}`, createReadStream(path.join(carpeta, ...rel.split('/'))));
        n++;
      });
  } finally {
    // A failure stops the walk, but every put already started ends before it is thrown.
    await cola.vaciar();
  }
  return n;
}

/** Deletes every stored object under a raster's prefix (a few at a time); how many. */
export async function borrarPrefijo(storage: Storage, prefijo: string): Promise<number> {
  // A prefix that is not a raster's would delete unrelated files: refuse it outright.
  if (!/^raster\/[^/]+\/$/.test(prefijo)) throw new Error(`prefijo de ráster inválido: ${prefijo}`);
  const keys: string[] = [];
  for await (const o of storage.list(prefijo)) keys.push(o.key);
  for (let i = 0; i < keys.length; i += EN_VUELO)
    await Promise.all(keys.slice(i, i + EN_VUELO).map((k) => storage.delete(k).catch(() => undefined)));
  return keys.length;
}
