import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { escribirZip, tamanoZip, type EntradaZip } from './zip.ts';

async function* trozos(data: Buffer, size = 7_000) {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}

async function todo(entradas: EntradaZip[]): Promise<Buffer> {
  const out: Uint8Array[] = [];
  for await (const c of escribirZip(entradas)) out.push(c);
  return Buffer.concat(out);
}

/** The central directory's CRC and sizes of each entry, read by hand (what unzip tools check against). */
function directorio(zip: Buffer) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let i = zip.readUInt32LE(end + 16);
  const out: Record<string, { crc: number; size: number; method: number }> = {};
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const len = zip.readUInt16LE(i + 28);
    const name = zip.subarray(i + 46, i + 46 + len).toString('utf8');
    out[name] = {
      crc: zip.readUInt32LE(i + 16),
      size: zip.readUInt32LE(i + 24),
      method: zip.readUInt16LE(i + 10),
    };
    i += 46 + len + zip.readUInt16LE(i + 30) + zip.readUInt16LE(i + 32);
  }
  return out;
}

describe('escribirZip', () => {
  const fecha = new Date(2026, 2, 4, 10, 20, 30);
  const foto = randomBytes(300_000);
  const texto = Buffer.from('<hoja>'.repeat(50_000));

  it('writes stored and deflated entries that unzip to the same bytes, with their CRC-32', async () => {
    const zip = await todo([
      { nombre: 'foto ñandú.jpg', fecha, tamano: foto.length, datos: () => trozos(foto) },
      { nombre: 'vacío.txt', fecha, tamano: 0, datos: () => trozos(Buffer.alloc(0)) },
      { nombre: 'xl/hoja.xml', fecha, datos: () => trozos(texto) },
    ]);
    const files = unzipSync(new Uint8Array(zip));
    expect(Buffer.from(files['foto ñandú.jpg']!).equals(foto)).toBe(true);
    expect(files['vacío.txt']!.length).toBe(0);
    expect(Buffer.from(files['xl/hoja.xml']!).equals(texto)).toBe(true);
    const cd = directorio(zip);
    expect(cd['foto ñandú.jpg']).toEqual({ crc: crc32(foto), size: foto.length, method: 0 });
    expect(cd['xl/hoja.xml']).toEqual({ crc: crc32(texto), size: texto.length, method: 8 });
    // Deflated as it streamed: far smaller than the text.
    expect(zip.length).toBeLessThan(foto.length + texto.length / 20);
  });

  it('large stored entries (CRC on its own thread) pass an independent reader’s check', async () => {
    const video = randomBytes(5 * 2 ** 20 + 3);
    const zip = await todo([
      { nombre: 'video.mp4', fecha, tamano: video.length, datos: () => trozos(video, 2 ** 20) },
      { nombre: 'foto.jpg', fecha, tamano: foto.length, datos: () => trozos(foto) },
      { nombre: 'otro.mp4', fecha, tamano: video.length, datos: () => trozos(video, 300_001) },
    ]);
    const cd = directorio(zip);
    expect(cd['video.mp4']).toEqual({ crc: crc32(video), size: video.length, method: 0 });
    expect(cd['otro.mp4']).toEqual(cd['video.mp4']);
    expect(cd['foto.jpg']!.crc).toBe(crc32(foto));
    const files = unzipSync(new Uint8Array(zip));
    expect(Buffer.from(files['otro.mp4']!).equals(video)).toBe(true);
    // Info-ZIP's `unzip -t` recomputes every CRC, where the machine has it.
    const dir = mkdtempSync(path.join(tmpdir(), 'zip-'));
    try {
      writeFileSync(path.join(dir, 'p.zip'), zip);
      const t = spawnSync('unzip', ['-t', path.join(dir, 'p.zip')], { encoding: 'utf8' });
      if (t.error) return;
      expect(t.stdout).toContain('No errors detected');
      expect(t.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('knows the size of a ZIP of stored entries before writing it', async () => {
    const entradas: EntradaZip[] = [
      { nombre: 'a.jpg', fecha, tamano: foto.length, datos: () => trozos(foto) },
      { nombre: 'b (2).jpg', fecha, tamano: 10, datos: () => trozos(foto.subarray(0, 10)) },
    ];
    expect((await todo(entradas)).length).toBe(tamanoZip(entradas));
  });

  it('refuses a source that does not have the bytes it announced', async () => {
    await expect(
      todo([{ nombre: 'a', fecha, tamano: 5, datos: () => trozos(Buffer.alloc(4)) }]),
    ).rejects.toThrow(/4 bytes/);
  });

  it(
    'writes ZIP64 records for an entry past 4 GiB, and its size is known up front',
    { timeout: 120_000 },
    async () => {
      const MiB = Buffer.alloc(2 ** 20, 1);
      const size = 4 * 2 ** 30 + 5;
      async function* grande() {
        for (let left = size; left > 0; left -= MiB.length)
          yield left >= MiB.length ? MiB : MiB.subarray(0, left);
      }
      const entradas: EntradaZip[] = [{ nombre: 'video.mp4', fecha, tamano: size, datos: grande }];
      let total = 0;
      let crc = 0;
      let tail = Buffer.alloc(0);
      for await (const c of escribirZip(entradas)) {
        total += c.length;
        if (c !== MiB && c.length < MiB.length) tail = Buffer.concat([tail, c]).subarray(-400);
      }
      for (let left = size; left > 0; left -= MiB.length)
        crc = crc32(left >= MiB.length ? MiB : MiB.subarray(0, left), crc);
      expect(total).toBe(tamanoZip(entradas));
      // End of central directory → ZIP64 locator → ZIP64 end record → the entry's ZIP64 sizes and its CRC.
      const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
      const locator = end - 20;
      expect(tail.readUInt32LE(locator)).toBe(0x07064b50);
      const end64 = locator - 56;
      expect(tail.readUInt32LE(end64)).toBe(0x06064b50);
      const cdSize = Number(tail.readBigUInt64LE(end64 + 40));
      const cd = end64 - cdSize;
      expect(tail.readUInt32LE(cd)).toBe(0x02014b50);
      expect(tail.readUInt32LE(cd + 16)).toBe(crc);
      expect(tail.readUInt32LE(cd + 24)).toBe(0xffffffff);
      const extra = cd + 46 + 'video.mp4'.length;
      expect(tail.readUInt16LE(extra)).toBe(0x0001);
      expect(Number(tail.readBigUInt64LE(extra + 4))).toBe(size);
      expect(Number(tail.readBigUInt64LE(extra + 12))).toBe(size);
    },
  );
});
