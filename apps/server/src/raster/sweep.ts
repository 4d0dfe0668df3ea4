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
        capas.forEach((datos, i) => conTeselas[i] && buffer[i]!.push(diezmar(datos, paso, ancho)));
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
        buffer.forEach((filas) => filas.splice(0, primera - base));
        base = primera;
      }
      await consumir(Math.min(v.r1 - 1, Math.floor(m.filaMax)));
      for (let tx = rango.x0; tx <= rango.x1; tx++) {
        const idx = indices(m, tx - rango.x0, v, paso, base, buffer.find((f) => f.length)?.length ?? 0);
        for (let i = 0; i < b.capas.length; i++) {
          const p = piramides[i];
          if (!p) continue;
          const t = muestrear(buffer[i]!, idx, ancho, b.capas[i]!.paleta !== null);
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

function diezmar(datos: Float32Array | Uint32Array, paso: number, ancho: number): Tesela {
  if (paso === 1) return datos.slice();
  const out = datos instanceof Float32Array ? new Float32Array(ancho) : new Uint32Array(ancho);
  for (let j = 0; j < ancho; j++) out[j] = datos[j * paso]!;
  return out;
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

/** For each pixel of tile `t` (in the row), its position in the buffer (row·ancho + col), or −1. */
function indices(m: Muestreo, t: number, v: Ventana, paso: number, base: number, filas: number): Int32Array {
  const out = new Int32Array(TESELA * TESELA);
  const ancho = Math.ceil((v.c1 - v.c0) / paso);
  for (let j = 0; j < TESELA; j++) {
    const gy = Math.floor(j / CELDA);
    const fy = (j + 0.5 - gy * CELDA) / CELDA;
    for (let i = 0; i < TESELA; i++) {
      const gx = t * G + Math.floor(i / CELDA);
      const fx = (i + 0.5 - (gx - t * G) * CELDA) / CELDA;
      const a = gy * m.columnas + gx;
      const c = bilineal(m.col, a, m.columnas, fx, fy);
      const f = bilineal(m.fila, a, m.columnas, fx, fy);
      const dentro = c >= v.c0 && c < v.c1 && f >= v.r0 && f < v.r1;
      const k = dentro ? Math.floor((Math.floor(f) - v.r0) / paso) - base : -1;
      out[j * TESELA + i] = k >= 0 && k < filas ? k * ancho + Math.floor((Math.floor(c) - v.c0) / paso) : -1;
    }
  }
  return out;
}

function bilineal(g: Float64Array, a: number, columnas: number, fx: number, fy: number): number {
  const arriba = g[a]! + fx * (g[a + 1]! - g[a]!);
  const abajo = g[a + columnas]! + fx * (g[a + columnas + 1]! - g[a + columnas]!);
  return arriba + fy * (abajo - arriba);
}

/** The tile of one layer, or null when none of its pixels is valid. */
function muestrear(filas: Tesela[], idx: Int32Array, ancho: number, valores: boolean): Tesela | null {
  const t = valores ? new Float32Array(idx.length).fill(NaN) : new Uint32Array(idx.length);
  let alguno = false;
  for (let p = 0; p < idx.length; p++) {
    const k = idx[p]!;
    if (k < 0) continue;
    const v = filas[(k / ancho) | 0]![k % ancho]!;
    t[p] = v;
    if (valores ? v === v : v !== 0) alguno = true;
  }
  return alguno ? t : null;
}
