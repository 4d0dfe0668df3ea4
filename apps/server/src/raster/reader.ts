// Reads a window of a raster as bands of rows, a few blocks high at a time, so memory depends on
// the window's width and the block height, never on the raster's size. geotiff finds, fetches and
// decodes each block (decompression, predictor); rows are then copied out of the decoded block with
// typed-array views, since readRasters() copies every sample through a DataView call, which was the
// slowest step of the whole pipeline.
import { getDecoder, type TypedArray } from 'geotiff';
import { MSG_RASTER } from '@agro/domain/indices';
import { HttpError, unsupportedType } from '../lib/errors.ts';
import type { RasterAbierto, TipoDato } from './open.ts';

/** A pixel window: columns [c0, c1), rows [r0, r1). */
export interface Ventana {
  c0: number;
  c1: number;
  r0: number;
  r1: number;
}

export interface Franja {
  /** First row (raster coordinates) and number of rows. */
  fila0: number;
  filas: number;
  /** One array per requested band, `filas × (c1 − c0)` values. */
  bandas: TypedArray[];
}

/** Rows read at once are about this many bytes (all requested bands), and whole blocks high. */
const BYTES_FRANJA = 16 * 1024 * 1024;

const CONSTRUCTOR = {
  uint8: Uint8Array,
  int8: Int8Array,
  uint16: Uint16Array,
  int16: Int16Array,
  uint32: Uint32Array,
  int32: Int32Array,
  float32: Float32Array,
  float64: Float64Array,
} satisfies Record<TipoDato, unknown>;

export async function* leerFranjas(r: RasterAbierto, v: Ventana, bandas: number[]): AsyncGenerator<Franja> {
  const { image, info } = r;
  const fd = image.getFileDirectory();
  const planar = Number(fd.getValue('PlanarConfiguration') ?? 1);
  const spp = info.bandas;
  const { ancho: bw, alto: bh } = info.bloque;
  const Tipo = CONSTRUCTOR[info.tipoDato];
  const bytes = Tipo.BYTES_PER_ELEMENT;
  const decoder = await getDecoder(Number(fd.getValue('Compression') ?? 1), {
    tileWidth: bw,
    tileHeight: bh,
    planarConfiguration: planar,
    bitsPerSample: fd.getValue('BitsPerSample') as number[],
    predictor: Number((await fd.loadValue('Predictor')) ?? 1),
  });
  const ancho = v.c1 - v.c0;
  const bloquesAlto = Math.max(1, Math.floor(BYTES_FRANJA / Math.max(1, ancho * bandas.length * bytes * bh)));
  const bx0 = Math.floor(v.c0 / bw);
  const bx1 = Math.ceil(v.c1 / bw);
  let fila = v.r0;
  while (fila < v.r1) {
    const fin = Math.min(v.r1, (Math.floor(fila / bh) + bloquesAlto) * bh);
    const salida = bandas.map(() => new Tipo((fin - fila) * ancho));
    const trabajos: Promise<void>[] = [];
    for (let by = Math.floor(fila / bh); by * bh < fin; by++)
      for (let bx = bx0; bx < bx1; bx++)
        for (const [k, muestra] of (planar === 2 ? bandas : [0]).entries())
          trabajos.push(
            image.getTileOrStrip(bx, by, muestra, decoder).then(({ data }) => {
              const vista = new Tipo(nativo(data, bytes, r.image.littleEndian) as ArrayBuffer);
              const copia = { vista, bx, by, bw, bh, fila, fin, v, ancho };
              if (planar === 2) copiar(copia, salida[k]!, 1, 0);
              else bandas.forEach((b, i) => copiar(copia, salida[i]!, spp, b));
            }),
          );
    try {
      await Promise.all(trabajos);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw unsupportedType(MSG_RASTER.danado);
    }
    yield { fila0: fila, filas: fin - fila, bandas: salida };
    fila = fin;
  }
}

interface Copia {
  vista: TypedArray;
  bx: number;
  by: number;
  bw: number;
  bh: number;
  fila: number;
  fin: number;
  v: Ventana;
  ancho: number;
}

/** Copies the part of a decoded block inside the window and the rows [fila, fin) into `out`. */
function copiar(c: Copia, out: TypedArray, paso: number, muestra: number) {
  const f0 = Math.max(c.fila, c.by * c.bh);
  const f1 = Math.min(c.fin, (c.by + 1) * c.bh);
  const col0 = Math.max(c.v.c0, c.bx * c.bw);
  const col1 = Math.min(c.v.c1, (c.bx + 1) * c.bw);
  for (let f = f0; f < f1; f++) {
    const origen = ((f - c.by * c.bh) * c.bw + (col0 - c.bx * c.bw)) * paso + muestra;
    const destino = (f - c.fila) * c.ancho + (col0 - c.v.c0);
    if (paso === 1) {
      out.set(c.vista.subarray(origen, origen + (col1 - col0)), destino);
    } else {
      for (let i = 0; i < col1 - col0; i++) out[destino + i] = c.vista[origen + i * paso]!;
    }
  }
}

/** A decoded block in the machine's byte order (big-endian files are swapped in place). */
function nativo(data: ArrayBufferLike, bytes: number, littleEndian: boolean): ArrayBufferLike {
  if (littleEndian || bytes === 1) return data;
  const u = new Uint8Array(data);
  for (let i = 0; i + bytes <= u.length; i += bytes)
    for (let a = i, b = i + bytes - 1; a < b; a++, b--) {
      const t = u[a]!;
      u[a] = u[b]!;
      u[b] = t;
    }
  return data;
}
