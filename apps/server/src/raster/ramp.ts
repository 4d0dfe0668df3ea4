// Colour ramps as lookup tables, and PNG encoding through sharp (libvips), with nodata and
// everything outside the boundary transparent.
import sharp from 'sharp';
import type { Rampa } from '@agro/domain/indices';

// One libvips thread per task: the worker pool already runs one task per core.
sharp.concurrency(1);

const PASOS = 1024;

/** A ramp as a table: `lut[round((v − desde) · escala)]`, clamped; RGBA packed little-endian. */
export interface Paleta {
  lut: Uint32Array;
  desde: number;
  escala: number;
}

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** A ramp sampled in 1024 steps between its first and last stop; NaN is transparent. */
export function paleta(rampa: Rampa): Paleta {
  const desde = rampa[0]![0];
  const hasta = rampa[rampa.length - 1]![0];
  const lut = new Uint32Array(PASOS);
  for (let i = 0; i < PASOS; i++) {
    const v = desde + ((hasta - desde) * i) / (PASOS - 1);
    let k = 0;
    while (k < rampa.length - 2 && v > rampa[k + 1]![0]) k++;
    const [va, ca] = rampa[k]!;
    const [vb, cb] = rampa[k + 1] ?? rampa[k]!;
    const t = vb === va ? 0 : Math.min(1, Math.max(0, (v - va) / (vb - va)));
    const [a, b] = [rgb(ca), rgb(cb)];
    const c = a.map((x, j) => Math.round(x + t * (b[j]! - x)));
    lut[i] = (c[0]! | (c[1]! << 8) | (c[2]! << 16) | (255 << 24)) >>> 0;
  }
  return { lut, desde, escala: (PASOS - 1) / (hasta - desde) };
}

/** Colours a value array (NaN transparent) into packed RGBA (bytes r, g, b, a in memory). */
export function colorear(valores: Float32Array, { lut, desde, escala }: Paleta): Uint32Array {
  const out = new Uint32Array(valores.length);
  const ultimo = lut.length - 1;
  for (let i = 0; i < valores.length; i++) {
    const v = valores[i]!;
    if (v !== v) continue;
    const k = Math.round((v - desde) * escala);
    out[i] = lut[k < 0 ? 0 : k > ultimo ? ultimo : k]!;
  }
  return out;
}

/** PNG of packed RGBA pixels. Compression level 4: tiles are written once and many, so speed wins. */
export function png(rgba: Uint32Array, ancho: number, alto: number): Promise<Buffer> {
  const bytes = new Uint8Array(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  return sharp(bytes, { raw: { width: ancho, height: alto, channels: 4 } })
    .png({ compressionLevel: 4, adaptiveFiltering: false })
    .toBuffer();
}
