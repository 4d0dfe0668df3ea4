import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crcAparte } from './crc-aparte.ts';

async function alimentar(datos: Buffer, trozo: number) {
  const c = crcAparte();
  for (let i = 0; i < datos.length; i += trozo) await c.agregar(datos.subarray(i, i + trozo));
  return c.resultado();
}

describe('crcAparte', () => {
  it('gives zlib’s CRC-32 of the bytes, whatever the chunks (views into larger buffers included)', async () => {
    const datos = randomBytes(3 * 2 ** 20 + 17);
    expect(await alimentar(datos, 2 ** 20)).toBe(crc32(datos));
    expect(await alimentar(datos, 65_537)).toBe(crc32(datos));
    expect(await crcAparte().resultado()).toBe(0);
  });

  it('keeps entries written at the same time apart, and a discarded one does not disturb the rest', async () => {
    const a = randomBytes(2 ** 20);
    const b = randomBytes(2 ** 20);
    const [ca, cb, cc] = [crcAparte(), crcAparte(), crcAparte()];
    for (let i = 0; i < a.length; i += 100_000) {
      await ca.agregar(a.subarray(i, i + 100_000));
      await cc.agregar(b.subarray(i, i + 100_000));
      await cb.agregar(b.subarray(i, i + 100_000));
    }
    cc.descartar();
    expect(await Promise.all([ca.resultado(), cb.resultado()])).toEqual([crc32(a), crc32(b)]);
  });
});
