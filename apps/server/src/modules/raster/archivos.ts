// Serving a layer's stored outputs: XYZ tiles, the whole rendering, and the value grid. A tile the
// processing did not write (all transparent, or outside the zoom range) is answered as a transparent
// 256 × 256 PNG with status 200 rather than 204 or 404, so a map shows nothing there and logs no
// error. Outputs of a layer never change (a reprocessed raster gets new layer ids): immutable.
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import type { Storage } from '../../lib/storage.ts';
import { notFound } from '../../lib/errors.ts';

const CACHE = 'private, max-age=604800, immutable';

let vacia: Promise<Buffer> | null = null;
/** A fully transparent 256 × 256 PNG, encoded once (by libvips, off the event loop). */
export function teselaVacia(): Promise<Buffer> {
  vacia ??= sharp({
    create: { width: 256, height: 256, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return vacia;
}

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
  return enviarPng(reply, png ?? (await teselaVacia()));
}

export async function enviarImagen(reply: FastifyReply, storage: Storage, key: string) {
  const png = await leerGuardado(storage, key);
  if (!png) throw notFound();
  return enviarPng(reply, png);
}
