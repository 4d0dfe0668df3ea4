// Reads a window of a raster as bands of rows, a few blocks high at a time, so memory depends on
// the window's width and the block height, never on the raster's size.
import type { TypedArray } from 'geotiff';
import { MSG_RASTER } from '@agro/domain/indices';
import { unsupportedType } from '../lib/errors.ts';
import type { RasterAbierto } from './open.ts';

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

export async function* leerFranjas(r: RasterAbierto, v: Ventana, bandas: number[]): AsyncGenerator<Franja> {
  const alto = r.info.bloque.alto;
  const bytesFila = (v.c1 - v.c0) * bandas.length * bytesDe(r.info.tipoDato);
  const bloques = Math.max(1, Math.floor(BYTES_FRANJA / Math.max(1, bytesFila * alto)));
  // Start at the block containing r0 so every read covers whole blocks (each decoded once).
  let fila = v.r0;
  while (fila < v.r1) {
    const fin = Math.min(v.r1, (Math.floor(fila / alto) + bloques) * alto);
    let datos: TypedArray[];
    try {
      datos = (await r.image.readRasters({
        window: [v.c0, fila, v.c1, fin],
        samples: bandas,
        interleave: false,
      })) as unknown as TypedArray[];
    } catch {
      throw unsupportedType(MSG_RASTER.danado);
    }
    yield { fila0: fila, filas: fin - fila, bandas: datos };
    fila = fin;
  }
}

function bytesDe(tipo: string): number {
  return Number(tipo.replace(/\D/g, '')) / 8;
}
