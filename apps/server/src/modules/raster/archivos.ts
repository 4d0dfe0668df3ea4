// Serving a layer's stored outputs: XYZ tiles, the whole rendering, and the value grid. A tile the
// processing did not write (all transparent, or outside the zoom range) is answered as a transparent
// 256 × 256 PNG with status 200 rather than 204 or 404, so a map shows nothing there and logs no
// error. Outputs of a layer never change (a reprocessed raster gets new layer ids): immutable.
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { Storage } from '../../lib/storage.ts';
import { notFound } from '../../lib/errors.ts';

const CACHE = 'private, max-age=604800, immutable';

/**
 * A fully transparent 256 × 256 PNG (RGBA, every byte zero), made once with zlib: encoding it with
 * sharp would load libvips into the process that serves requests (~27 MiB) for one constant.
 */
const TESELA_VACIA = (() => {
  const chunk = (tipo: string, datos: Buffer) => {
    const cuerpo = Buffer.concat([Buffer.from(tipo, 'latin1'), datos]);
    const largo = Buffer.alloc(4);
    largo.writeUInt32BE(datos.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(cuerpo));
    return Buffer.concat([largo, cuerpo, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(256, 0);
  ihdr.writeUInt32BE(256, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter method, no interlace
  // Each row: filter byte 0, then 256 transparent pixels.
  const filas = Buffer.alloc(256 * (1 + 256 * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(filas, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
})();

/** A stored object's bytes, or null when there is none. Outputs are small (a tile, a ≤ 1024 px PNG, a ≤ 256 KiB grid). */
export async function leerGuardado(storage: Storage, key: string): Promise<Buffer | null> {
  if ((await storage.size(key)) === null) return null;
  const partes: Buffer[] = [];
  for await (const p of await storage.get(key))
    partes.push(Buffer.isBuffer(p) ? p : Buffer.from(p as Uint8Array));
  return Buffer.concat(partes);
}

function enviarPng(reply: FastifyReply, png: Buffer) {
  return reply
    .header('content-type', 'image/png')
    .header('cache-control', CACHE)
    .header('x-content-type-options', 'nosniff')
    .send(png);
}

export async function enviarTesela(reply: FastifyReply, storage: Storage, key: string | null) {
  const png = key ? await leerGuardado(storage, key) : null;
  return enviarPng(reply, png ?? TESELA_VACIA);
}

export async function enviarImagen(reply: FastifyReply, storage: Storage, key: string) {
  const png = await leerGuardado(storage, key);
  if (!png) throw notFound();
  return enviarPng(reply, png);
}
