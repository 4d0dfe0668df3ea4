import { Readable } from 'node:stream';
import type { Storage } from '../../lib/storage.ts';
import { escribirZip, tamanoZip, type EntradaZip } from '../../lib/zip.ts';

export interface ZipEntry {
  key: string;
  nombreOriginal: string;
  createdAt: Date;
  /** The size and CRC-32 its row recorded at upload (CRC null for files stored before that). */
  tamano: number;
  crc: number | null;
  /** Learns the CRC computed for an entry without one, once its bytes have been sent. */
  conCrc?: (crc: number) => void;
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

/**
 * Streams stored files as one ZIP without holding them in memory (lib/zip.ts). Entries are stored,
 * not deflated (images, video and PDF barely compress), so the total size is known up front.
 * Each entry's CRC-32 is its row's, computed when the file was stored: hashing while zipping was most
 * of a ZIP's cost beyond a plain download (issue 25). Safe because a key never gets other bytes
 * (every upload is stored under a new random name, a restore puts back the same bytes); a file whose
 * size is not its row's is hashed instead. Files missing from storage are left out; null when none is left.
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
    const mismo = e.size === e.tamano;
    return {
      nombre: names[i]!,
      fecha: e.createdAt,
      tamano: e.size,
      crc: mismo ? (e.crc ?? undefined) : undefined,
      conCrc: mismo && e.crc === null ? e.conCrc : undefined,
      datos: () => storage.get(e.key),
    };
  });
  return { stream: Readable.from(escribirZip(entradas), { objectMode: false }), size: tamanoZip(entradas) };
}
