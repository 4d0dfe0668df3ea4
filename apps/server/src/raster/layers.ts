// From a raster's bands to layer rows, inside the boundary: an index band as is, a normalised
// difference of two bands (NDVI and its kin), or true colour packed as RGBA. Pixels outside the
// mask, at nodata (GDAL_NODATA, or an alpha of 0) or NaN are not valid: NaN, or transparent.
import type { TypedArray } from 'geotiff';
import type { Mascara } from './mask.ts';
import type { RasterAbierto } from './open.ts';
import { leerFranjas } from './reader.ts';
import type { Fila } from './sweep.ts';

export type Calculo =
  | { tipo: 'banda'; banda: number }
  | { tipo: 'normalizada'; a: number; b: number }
  | { tipo: 'color'; rojo: number; verde: number; azul: number; alfa: number | null };

/** The rows of each layer (one per cálculo), 0-based band numbers, in raster row order. */
export async function* filasDeCapas(
  r: RasterAbierto,
  mascara: Mascara,
  calculos: Calculo[],
): AsyncGenerator<Fila> {
  const v = mascara.ventana;
  const ancho = v.c1 - v.c0;
  const usadas = [...new Set(calculos.flatMap(bandasDe))].sort((a, b) => a - b);
  const pos = new Map(usadas.map((b, i) => [b, i]));
  const salida = calculos.map((c) => (c.tipo === 'color' ? new Uint32Array(ancho) : new Float32Array(ancho)));
  const nd = nodataComparable(r);
  const corrimiento = r.info.tipoDato === 'uint16' ? 8 : 0;
  for await (const franja of leerFranjas(r, v, usadas)) {
    for (let f = 0; f < franja.filas; f++) {
      const fila = franja.fila0 + f;
      const tramos = mascara.tramos(fila);
      const o = f * ancho;
      calculos.forEach((c, k) => {
        const out = salida[k]!;
        out.fill(c.tipo === 'color' ? 0 : NaN);
        const banda = (n: number) => franja.bandas[pos.get(n)!]!;
        for (let t = 0; t < tramos.length; t += 2) {
          const desde = tramos[t]! - v.c0;
          const hasta = tramos[t + 1]! - v.c0;
          if (c.tipo === 'banda') copiarBanda(banda(c.banda), o, out as Float32Array, desde, hasta, nd);
          else if (c.tipo === 'normalizada')
            normalizada(banda(c.a), banda(c.b), o, out as Float32Array, desde, hasta, nd);
          else {
            const alfa = c.alfa === null ? null : banda(c.alfa);
            const rgb = [banda(c.rojo), banda(c.verde), banda(c.azul)] as const;
            color(rgb, alfa, o, out as Uint32Array, desde, hasta, nd, corrimiento);
          }
        }
      });
      yield { fila, capas: salida };
    }
  }
}

const bandasDe = (c: Calculo): number[] =>
  c.tipo === 'banda'
    ? [c.banda]
    : c.tipo === 'normalizada'
      ? [c.a, c.b]
      : [c.rojo, c.verde, c.azul, ...(c.alfa === null ? [] : [c.alfa])];

/** The nodata value as the decoded arrays hold it (float32 rounds it), or NaN when there is none. */
function nodataComparable(r: RasterAbierto): number {
  const nd = r.info.nodata;
  if (nd === null) return NaN;
  return r.info.tipoDato === 'float32' ? Math.fround(nd) : nd;
}

function copiarBanda(b: TypedArray, o: number, out: Float32Array, desde: number, hasta: number, nd: number) {
  for (let i = desde; i < hasta; i++) {
    const x = b[o + i]!;
    out[i] = x === nd ? NaN : x;
  }
}

function normalizada(
  a: TypedArray,
  b: TypedArray,
  o: number,
  out: Float32Array,
  desde: number,
  hasta: number,
  nd: number,
) {
  for (let i = desde; i < hasta; i++) {
    const x = a[o + i]!;
    const y = b[o + i]!;
    const s = x + y;
    out[i] = x === nd || y === nd || s === 0 ? NaN : (x - y) / s;
  }
}

function color(
  [r, g, b]: readonly [TypedArray, TypedArray, TypedArray],
  alfa: TypedArray | null,
  o: number,
  out: Uint32Array,
  desde: number,
  hasta: number,
  nd: number,
  corrimiento: number,
) {
  for (let i = desde; i < hasta; i++) {
    const j = o + i;
    const [x, y, z] = [r[j]!, g[j]!, b[j]!];
    if ((alfa && alfa[j] === 0) || (x === nd && y === nd && z === nd)) continue;
    out[i] =
      ((x >> corrimiento) | ((y >> corrimiento) << 8) | ((z >> corrimiento) << 16) | (255 << 24)) >>> 0;
  }
}
