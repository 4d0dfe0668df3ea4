import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Storage } from '../../lib/storage.ts';
import { olvidarCrcs, zipStored } from './archivos-zip.ts';

// Just what zipStored reads of a storage: sizes and whole-object reads, 1 MiB at a time like the disk's.
function memoria(objetos: Map<string, Buffer>): Storage {
  return {
    size: async (key: string) => objetos.get(key)?.length ?? null,
    get: async (key: string) =>
      Readable.from(
        (function* () {
          const b = objetos.get(key)!;
          for (let i = 0; i < b.length; i += 2 ** 20) yield b.subarray(i, i + 2 ** 20);
        })(),
      ),
  } as unknown as Storage;
}

async function leer(stream: Readable): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const c of stream) out.push(c as Buffer);
  return Buffer.concat(out);
}

/** Each entry's CRC-32 as the central directory records it. */
function crcs(zip: Buffer): number[] {
  let i = zip.readUInt32LE(zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 16);
  const out: number[] = [];
  while (zip.readUInt32LE(i) === 0x02014b50) {
    out.push(zip.readUInt32LE(i + 16));
    i += 46 + zip.readUInt16LE(i + 28) + zip.readUInt16LE(i + 30) + zip.readUInt16LE(i + 32);
  }
  return out;
}

describe('zipStored', () => {
  const fecha = new Date(2026, 0, 5);
  beforeEach(() => olvidarCrcs());

  it('streams the files with their CRC-32, and a second ZIP takes each file’s CRC from memory', async () => {
    const video = randomBytes(3 * 2 ** 20 + 5);
    const foto = randomBytes(20_000);
    const objetos = new Map([
      ['s/1/a', video],
      ['s/1/b', foto],
    ]);
    const storage = memoria(objetos);
    const entradas = [
      { key: 's/1/a', nombreOriginal: 'vuelo.mp4', createdAt: fecha },
      { key: 's/1/b', nombreOriginal: 'foto.jpg', createdAt: fecha },
      { key: 's/1/falta', nombreOriginal: 'falta.jpg', createdAt: fecha },
    ];
    const primera = await zipStored(storage, entradas);
    const zip = await leer(primera!.stream);
    expect(zip.length).toBe(primera!.size);
    expect(crcs(zip)).toEqual([crc32(video), crc32(foto)]);
    expect(Object.keys(unzipSync(new Uint8Array(zip)))).toEqual(['vuelo.mp4', 'foto.jpg']);

    // Keys are never rewritten, so the CRC learnt is trusted for the same key and size: the proof
    // that it is not computed again is that other bytes under that key still get the first CRC.
    objetos.set('s/1/a', randomBytes(video.length));
    const segunda = await leer((await zipStored(storage, entradas))!.stream);
    expect(crcs(segunda)).toEqual([crc32(video), crc32(foto)]);
    // Another size is another file: its CRC is computed.
    const otro = randomBytes(2 ** 20);
    objetos.set('s/1/a', otro);
    expect(crcs(await leer((await zipStored(storage, entradas))!.stream))).toEqual([
      crc32(otro),
      crc32(foto),
    ]);
  });
});
