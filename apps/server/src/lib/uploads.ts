import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_BYTES, type ClaseArchivo } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { newFileName } from './crypto.ts';
import { metrics } from './metrics.ts';
import { badRequest, tooLarge, unsupportedType } from './errors.ts';
import { sniff, type Sniffed } from './sniff.ts';
import type { Storage } from './storage.ts';

export interface StoredFile extends Sniffed {
  key: string;
  /** Server-made name (no extension); the uploader's name is kept apart. */
  nombre: string;
  nombreOriginal: string;
  size: number;
  /** CRC-32 of the bytes, computed as they were stored (a report file's row keeps it for the ZIP). */
  crc: number;
}

const HEAD_BYTES = 64;

/** Longest uploader's file name kept; a longer one is shortened, its extension kept. */
export const MAX_NOMBRE = 200;
// Line breaks and tabs become a space; other C0/C1 controls and the invisible characters that hide
// or reorder text (zero-width, bidi overrides, BOM) are dropped.
const ESPACIOS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLES = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * The name an uploader gave a file, as every upload path keeps it (multipart and tus alike) and as
 * it is then listed, zipped and sent back in Content-Disposition: a NUL is refused (400) rather than
 * silently changed; no path separators (`_` instead); control and invisible characters out; whitespace
 * collapsed and trimmed; at most MAX_NOMBRE characters, keeping the extension. `porDefecto` when
 * nothing is left. CSV exports defuse a formula-looking text themselves (lib/export/columnas.ts).
 */
export function nombreSubido(raw: string | undefined, porDefecto: string): string {
  if (!raw) return porDefecto;
  if (raw.includes('\u0000')) throw badRequest(MSG.nombreArchivoInvalido);
  const limpio = raw
    .normalize('NFC')
    .replace(/[\\/]/g, '_')
    .replace(ESPACIOS, ' ')
    .replace(INVISIBLES, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(limpio);
  if (chars.length === 0) return porDefecto;
  if (chars.length <= MAX_NOMBRE) return limpio;
  const punto = limpio.lastIndexOf('.');
  const ext = punto > 0 && limpio.length - punto <= 16 ? limpio.slice(punto) : '';
  return Array.from(limpio.slice(0, limpio.length - ext.length))
    .slice(0, MAX_NOMBRE - ext.length)
    .join('')
    .trimEnd()
    .concat(ext);
}

/**
 * Streams one multipart file into storage under `prefix/`, after checking its type by content.
 * 415 when the content is not one of `allowed`; 413 past the class's size limit (or `maxBytes`).
 * The CRC-32 is computed on the way, on whichever storage. Nothing is left in storage when it throws.
 */
export async function storeUpload(
  storage: Storage,
  file: MultipartFile,
  opts: { prefix: string; allowed: readonly (ClaseArchivo | string)[]; maxBytes?: number },
): Promise<StoredFile> {
  let nombreOriginal: string;
  try {
    nombreOriginal = nombreSubido(file.filename, '');
  } catch (err) {
    file.file.resume();
    throw err;
  }
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
  let crc = 0;
  async function* limited() {
    let total = head.length;
    if (total > max) throw tooLarge();
    crc = crc32(head);
    yield head;
    while (!done) {
      const r = await it.next();
      if (r.done) break;
      total += r.value.length;
      if (total > max) throw tooLarge();
      crc = crc32(r.value, crc);
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
      nombreOriginal: nombreOriginal || `archivo.${kind.ext}`,
      size,
      crc,
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
