import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../../lib/storage.ts';
import { zipStored } from './archivos-zip.ts';

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

  it('streams the files with the CRC-32 their rows recorded, without hashing them', async () => {
    const video = randomBytes(3 * 2 ** 20 + 5);
    const foto = randomBytes(20_000);
    const storage = memoria(
      new Map([
        ['s/1/a', video],
        ['s/1/b', foto],
      ]),
    );
    const entradas = [
      {
        key: 's/1/a',
        nombreOriginal: 'vuelo.mp4',
        createdAt: fecha,
        tamano: video.length,
        crc: crc32(video),
      },
      { key: 's/1/b', nombreOriginal: 'foto.jpg', createdAt: fecha, tamano: foto.length, crc: crc32(foto) },
      { key: 's/1/falta', nombreOriginal: 'falta.jpg', createdAt: fecha, tamano: 1, crc: 1 },
    ];
    const zip = await zipStored(storage, entradas);
    const bytes = await leer(zip!.stream);
    expect(bytes.length).toBe(zip!.size);
    expect(crcs(bytes)).toEqual([crc32(video), crc32(foto)]);
    expect(Object.keys(unzipSync(new Uint8Array(bytes)))).toEqual(['vuelo.mp4', 'foto.jpg']);

    // The proof that the recorded CRC is not computed again: a wrong one is what the entry carries.
    const errado = { ...entradas[1]!, crc: (crc32(foto) + 1) >>> 0 };
    expect(crcs(await leer((await zipStored(storage, [errado]))!.stream))).toEqual([errado.crc]);
  });

  it('hashes a file without a recorded CRC and hands the CRC over; one of another size is hashed, not kept', async () => {
    const viejo = randomBytes(2 ** 20 + 3);
    const cambiado = randomBytes(5000);
    const storage = memoria(
      new Map([
        ['s/2/viejo', viejo],
        ['s/2/cambiado', cambiado],
      ]),
    );
    const aprendidos: [string, number][] = [];
    const entrada = (key: string, tamano: number, crc: number | null) => ({
      key,
      nombreOriginal: `${key.slice(4)}.pdf`,
      createdAt: fecha,
      tamano,
      crc,
      conCrc: (c: number) => aprendidos.push([key, c]),
    });
    const zip = await zipStored(storage, [
      entrada('s/2/viejo', viejo.length, null),
      entrada('s/2/cambiado', cambiado.length + 1, 123),
    ]);
    expect(crcs(await leer(zip!.stream))).toEqual([crc32(viejo), crc32(cambiado)]);
    expect(aprendidos).toEqual([['s/2/viejo', crc32(viejo)]]);
  });
});
