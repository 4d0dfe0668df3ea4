// One pass over a layer stack's rows, north to south: each row feeds the statistics once and, for
// layers with tiles, a buffer of the rows the current row of top-zoom tiles needs; tiles are
// sampled from it (nearest pixel), so the raster is decoded exactly once and memory holds about one
// tile row's worth of raster rows.
import { conversor } from './crs.ts';
import type { RasterInfo } from './open.ts';
import { Piramide, type Lienzo, type Tesela } from './pyramid.ts';
import type { Paleta } from './ramp.ts';
import type { Ventana } from './reader.ts';
import type { Destino } from './sink.ts';
import type { AcumuladorStats } from './stats.ts';
import { ORIGEN, TESELA, resolucion, type PlanTeselas } from './tiles.ts';

export interface CapaBarrido {
  carpeta: string;
  stats: AcumuladorStats | null;
  /** Values coloured by this palette; null: a true-colour layer of packed RGBA. */
  paleta: Paleta | null;
  teselas: boolean;
}

/** One raster row of every layer, over the window's columns (NaN or 0 where not valid). */
export interface Fila {
  fila: number;
  capas: (Float32Array | Uint32Array)[];
}

export interface SalidaCapa {
  teselas: number;
  imagen: Lienzo;
  grilla: Lienzo | null;
}

export interface Barrido {
  info: RasterInfo;
  ventana: Ventana;
  plan: PlanTeselas;
  capas: CapaBarrido[];
  filas: AsyncIterator<Fila>;
  destino: Destino;
  areaFila: (fila: number) => number;
}

// Tile pixels are mapped to raster pixels through proj4 at every 32nd pixel, bilinear in between:
// the error of a UTM↔Mercator mapping over 32 pixels is far below a pixel.
const CELDA = 32;
const G = TESELA / CELDA;

export async function barrer(b: Barrido): Promise<(SalidaCapa | null)[]> {
  const { ventana: v, plan } = b;
  const paso = plan.paso;
  const ancho = Math.ceil((v.c1 - v.c0) / paso);
  const conTeselas = b.capas.map((c) => c.teselas);
  const buffer: Tesela[][] = b.capas.map(() => []);
  const libres: Tesela[][] = b.capas.map(() => []); // evicted rows, reused for the next ones
  const escala = new Escala(TESELA * TESELA);
  // A values tile is consumed (coloured, copied, averaged into its parent) before the next is sampled.
  const borradores = b.capas.map((c) => (c.paleta ? new Float32Array(TESELA * TESELA) : null));
  let base = 0; // decimated index of buffer[·][0]
  let siguiente = v.r0; // next raster row to arrive

  const consumir = async (hasta: number) => {
    while (siguiente <= hasta) {
      const r = await b.filas.next();
      if (r.done) throw new Error('faltan filas del ráster');
      const { fila, capas } = r.value;
      const area = b.areaFila(fila);
      b.capas.forEach((c, i) => c.stats?.fila(capas[i] as Float32Array, 0, capas[i]!.length, area));
      if ((fila - v.r0) % paso === 0)
        capas.forEach(
          (datos, i) => conTeselas[i] && buffer[i]!.push(diezmar(datos, paso, ancho, libres[i]!.pop())),
        );
      siguiente = fila + 1;
    }
  };

  const piramides = b.capas.map((c) =>
    c.teselas ? new Piramide(plan, c.paleta, c.carpeta, b.destino) : null,
  );
  if (conTeselas.some(Boolean)) {
    const rango = plan.rango(plan.zmax);
    const aRaster = conversor(3857, b.info.epsg).ida;
    for (let ty = rango.y0; ty <= rango.y1; ty++) {
      const m = muestreo(b.info, aRaster, plan.zmax, rango.x0, rango.x1, ty);
      const primera = Math.floor((Math.max(v.r0, Math.floor(m.filaMin)) - v.r0) / paso);
      if (primera > base) {
        buffer.forEach((filas, i) => libres[i]!.push(...filas.splice(0, primera - base)));
        base = primera;
      }
      await consumir(Math.min(v.r1 - 1, Math.floor(m.filaMax)));
      for (let tx = rango.x0; tx <= rango.x1; tx++) {
        indices(escala, m, tx - rango.x0, v, paso, base, buffer.find((f) => f.length)?.length ?? 0);
        for (let i = 0; i < b.capas.length; i++) {
          const p = piramides[i];
          if (!p) continue;
          const t = muestrear(buffer[i]!, escala, borradores[i]!);
          if (t) await p.agregar(plan.zmax, tx, ty, t);
        }
      }
      for (const p of piramides) await p?.filaCompleta(plan.zmax, ty);
    }
  }
  await consumir(v.r1 - 1);
  buffer.length = 0;
  return Promise.all(
    piramides.map(async (p) => (p ? { teselas: p.teselas, ...(await p.terminar()) } : null)),
  );
}

function diezmar(datos: Tesela, paso: number, ancho: number, libre: Tesela | undefined): Tesela {
  const out = libre ?? (datos instanceof Float32Array ? new Float32Array(ancho) : new Uint32Array(ancho));
  if (paso === 1) out.set(datos);
  else for (let j = 0; j < ancho; j++) out[j] = datos[j * paso]!;
  return out;
}

/** Where each pixel of the tile being sampled comes from: buffer row and column, or row −1. */
class Escala {
  readonly fila: Int32Array;
  readonly col: Int32Array;
  constructor(n: number) {
    this.fila = new Int32Array(n);
    this.col = new Int32Array(n);
  }
}

interface Muestreo {
  /** Raster column and row (fractional) of grid points: (nTiles·G + 1) columns × (G + 1) rows. */
  col: Float64Array;
  fila: Float64Array;
  columnas: number;
  filaMin: number;
  filaMax: number;
}

function muestreo(
  info: RasterInfo,
  aRaster: (p: [number, number]) => [number, number],
  z: number,
  tx0: number,
  tx1: number,
  ty: number,
): Muestreo {
  const { x0, dx, y0, dy } = info.transform;
  const res = resolucion(z);
  const columnas = (tx1 - tx0 + 1) * G + 1;
  const col = new Float64Array(columnas * (G + 1));
  const fila = new Float64Array(columnas * (G + 1));
  let filaMin = Infinity,
    filaMax = -Infinity;
  for (let j = 0; j <= G; j++) {
    const my = ORIGEN - (ty * TESELA + j * CELDA) * res;
    for (let k = 0; k < columnas; k++) {
      const mx = (tx0 * TESELA + k * CELDA) * res - ORIGEN;
      const [x, y] = aRaster([mx, my]);
      const i = j * columnas + k;
      col[i] = (x - x0) / dx;
      fila[i] = (y - y0) / dy;
      if (fila[i]! < filaMin) filaMin = fila[i]!;
      if (fila[i]! > filaMax) filaMax = fila[i]!;
    }
  }
  return { col, fila, columnas, filaMin, filaMax };
}

/** For each pixel of tile `t` (in the row), the buffer row and column it samples, or row −1. */
function indices(e: Escala, m: Muestreo, t: number, v: Ventana, paso: number, base: number, filas: number) {
  const cIzq = new Float64Array(G + 1);
  const fIzq = new Float64Array(G + 1);
  for (let j = 0; j < TESELA; j++) {
    const gy = Math.floor(j / CELDA);
    const fy = (j + 0.5 - gy * CELDA) / CELDA;
    // The grid column values at this pixel row, then a straight step across each 32-pixel cell.
    for (let g = 0; g <= G; g++) {
      const a = gy * m.columnas + t * G + g;
      cIzq[g] = m.col[a]! + fy * (m.col[a + m.columnas]! - m.col[a]!);
      fIzq[g] = m.fila[a]! + fy * (m.fila[a + m.columnas]! - m.fila[a]!);
    }
    for (let g = 0; g < G; g++) {
      const dc = (cIzq[g + 1]! - cIzq[g]!) / CELDA;
      const df = (fIzq[g + 1]! - fIzq[g]!) / CELDA;
      let c = cIzq[g]! + dc / 2;
      let f = fIzq[g]! + df / 2;
      let p = j * TESELA + g * CELDA;
      for (let i = 0; i < CELDA; i++, p++, c += dc, f += df) {
        const k =
          c >= v.c0 && c < v.c1 && f >= v.r0 && f < v.r1
            ? Math.floor((Math.floor(f) - v.r0) / paso) - base
            : -1;
        const dentro = k >= 0 && k < filas;
        e.fila[p] = dentro ? k : -1;
        e.col[p] = dentro ? Math.floor((Math.floor(c) - v.c0) / paso) : 0;
      }
    }
  }
}

/** The tile of one layer, or null when none of its pixels is valid. */
function muestrear(filas: Tesela[], e: Escala, borrador: Float32Array | null): Tesela | null {
  const n = e.fila.length;
  const valores = borrador !== null;
  const t = borrador ? borrador.fill(NaN) : new Uint32Array(n);
  let alguno = false;
  for (let p = 0; p < n; p++) {
    const k = e.fila[p]!;
    if (k < 0) continue;
    const v = filas[k]![e.col[p]!]!;
    t[p] = v;
    if (valores ? v === v : v !== 0) alguno = true;
  }
  return alguno ? t : null;
}
