import { Readable } from 'node:stream';
import { Recientes } from '../../lib/recientes.ts';
import type { Storage } from '../../lib/storage.ts';
import { escribirZip, tamanoZip, type EntradaZip } from '../../lib/zip.ts';

export interface ZipEntry {
  key: string;
  nombreOriginal: string;
  createdAt: Date;
}

/** Archive names as uploaded, made unique: a second "a.pdf" becomes "a (2).pdf". */
export function uniqueNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((raw) => {
    const clean = raw.replace(/[\\/]/g, '_').replace(/^\.+/, '') || 'archivo';
    const dot = clean.lastIndexOf('.');
    const [base, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
    let name = clean;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} (${n})${ext}`;
    used.add(name.toLowerCase());
    return name;
  });
}

// The CRC-32 of stored files already zipped, by storage key and size, so a period downloaded again
// sends its bytes without hashing them: the CRC was most of a ZIP's cost beyond a plain download
// (issue 25). Safe because a key never gets other bytes: every upload is stored under a new random
// name (newFileName), and a restore puts back the same bytes. Kept per process and bounded; the first
// download of a file still computes it. (Hashing on a thread of its own was tried: on two cores it
// moved the work without making the download faster, docs/PERFORMANCE.md.)
const crcs = new Recientes<string, number>(20_000);
const claveCrc = (key: string, size: number) => `${size}:${key}`;

/** Forgets the CRCs learnt so far (tests). */
export function olvidarCrcs() {
  crcs.clear();
}

/**
 * Streams stored files as one ZIP without holding them in memory (lib/zip.ts). Entries are stored,
 * not deflated (images, video and PDF barely compress), so the total size is known up front.
 * Files missing from storage are left out; null when none is left.
 */
export async function zipStored(
  storage: Storage,
  entries: ZipEntry[],
): Promise<{ stream: Readable; size: number } | null> {
  const sized = (
    await Promise.all(entries.map(async (e) => ({ ...e, size: await storage.size(e.key) })))
  ).filter((e): e is ZipEntry & { size: number } => e.size !== null);
  if (sized.length === 0) return null;
  const names = uniqueNames(sized.map((e) => e.nombreOriginal));
  const entradas: EntradaZip[] = sized.map((e, i) => {
    const clave = claveCrc(e.key, e.size);
    return {
      nombre: names[i]!,
      fecha: e.createdAt,
      tamano: e.size,
      crc: crcs.get(clave),
      conCrc: (crc) => crcs.set(clave, crc),
      datos: () => storage.get(e.key),
    };
  });
  return { stream: Readable.from(escribirZip(entradas), { objectMode: false }), size: tamanoZip(entradas) };
}
