import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_BYTES, type ClaseArchivo } from '@agro/domain/constants';
import { newFileName } from './crypto.ts';
import { metrics } from './metrics.ts';
import { tooLarge, unsupportedType } from './errors.ts';
import { sniff, type Sniffed } from './sniff.ts';
import type { Storage } from './storage.ts';

export interface StoredFile extends Sniffed {
  key: string;
  /** Server-made name (no extension); the uploader's name is kept apart. */
  nombre: string;
  nombreOriginal: string;
  size: number;
}

const HEAD_BYTES = 64;

/**
 * Streams one multipart file into storage under `prefix/`, after checking its type by content.
 * 415 when the content is not one of `allowed`; 413 past the class's size limit (or `maxBytes`).
 * Nothing is left in storage when it throws.
 */
export async function storeUpload(
  storage: Storage,
  file: MultipartFile,
  opts: { prefix: string; allowed: readonly (ClaseArchivo | string)[]; maxBytes?: number },
): Promise<StoredFile> {
  const it = file.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let headLength = 0;
  let done = false;
  while (headLength < HEAD_BYTES && !done) {
    const r = await it.next();
    if (r.done) done = true;
    else {
      chunks.push(r.value);
      headLength += r.value.length;
    }
  }
  const head = Buffer.concat(chunks);
  const kind = sniff(head);
  if (!kind || !(opts.allowed.includes(kind.clase) || opts.allowed.includes(kind.ext))) {
    file.file.resume();
    throw unsupportedType();
  }
  const max = opts.maxBytes ?? MAX_BYTES[kind.clase === 'geodatos' ? 'documento' : kind.clase];
  async function* limited() {
    let total = head.length;
    if (total > max) throw tooLarge();
    yield head;
    while (!done) {
      const r = await it.next();
      if (r.done) break;
      total += r.value.length;
      if (total > max) throw tooLarge();
      yield r.value;
    }
  }
  const nombre = newFileName();
  const key = `${opts.prefix}/${nombre}.${kind.ext}`;
  try {
    const { size } = await storage.put(key, Readable.from(limited()));
    if (file.file.truncated) throw tooLarge();
    metrics.uploadStored('multipart', size);
    return {
      ...kind,
      key,
      nombre,
      nombreOriginal: (file.filename || `archivo.${kind.ext}`).slice(0, 200),
      size,
    };
  } catch (err) {
    file.file.resume();
    await storage.delete(key);
    throw err;
  }
}

/** Deletes stored keys, ignoring ones already gone (cleanup after a failed multi-file upload). */
export async function removeStored(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
}
