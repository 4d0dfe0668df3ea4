// A second raster read onto the first one's grid, row by row (nearest pixel): each pixel centre of
// the first raster is taken to the second's CRS with proj4 (every 32nd column, linear in between,
// far below a pixel of error) and looks up the second raster's pixel that contains it. The second
// raster's rows stream through a small buffer, in order, like the first one's.
import { conversor } from './crs.ts';
import type { Calculo } from './layers.ts';
import type { RasterAbierto } from './open.ts';
import { leerFranjas, type Franja, type Ventana } from './reader.ts';

const CADA = 32;

export class Remuestreo {
  private readonly filas = new Map<number, Float32Array>();
  private readonly franjas: AsyncGenerator<Franja>;
  private siguiente: number;
  private readonly a: RasterAbierto;
  private readonly b: RasterAbierto;
  private readonly vb: Ventana;
  private readonly aB: (p: [number, number]) => [number, number];
  private readonly salida: Float32Array;
  private readonly va: Ventana;
  private readonly calculo: Extract<Calculo, { tipo: 'banda' | 'normalizada' }>;

  /**
   * `va`: the window of the first raster rows are asked for; `vb`: the second raster's window to
   * read; `calculo`: the second raster's value (its band, or a normalised difference of two).
   */
  constructor(a: RasterAbierto, va: Ventana, b: RasterAbierto, vb: Ventana, calculo: Remuestreo['calculo']) {
    this.a = a;
    this.b = b;
    this.va = va;
    this.vb = vb;
    this.calculo = calculo;
    this.aB = conversor(a.info.epsg, b.info.epsg).ida;
    this.franjas = leerFranjas(b, vb, calculo.tipo === 'banda' ? [calculo.banda] : [calculo.a, calculo.b]);
    this.siguiente = vb.r0;
    this.salida = new Float32Array(va.c1 - va.c0);
  }

  /** The second raster's values over the first one's row `fila` (window columns), NaN where none. */
  async fila(fila: number): Promise<Float32Array> {
    const { va, vb } = this;
    const ta = this.a.info.transform;
    const tb = this.b.info.transform;
    const ancho = va.c1 - va.c0;
    const puntos = Math.ceil((ancho - 1) / CADA) + 1;
    const cols = new Float64Array(puntos);
    const rows = new Float64Array(puntos);
    // Sample k is the centre of window column min(k·32, ancho − 1).
    const columna = (k: number) => Math.min(k * CADA, ancho - 1);
    let min = Infinity,
      max = -Infinity;
    for (let k = 0; k < puntos; k++) {
      const c = va.c0 + columna(k) + 0.5;
      const [x, y] = this.aB([ta.x0 + c * ta.dx, ta.y0 + (fila + 0.5) * ta.dy]);
      cols[k] = (x - tb.x0) / tb.dx;
      rows[k] = (y - tb.y0) / tb.dy;
      min = Math.min(min, rows[k]!);
      max = Math.max(max, rows[k]!);
    }
    for (const r of this.filas.keys()) if (r < Math.floor(min)) this.filas.delete(r);
    await this.leerHasta(Math.min(vb.r1 - 1, Math.floor(max)));
    this.salida.fill(NaN);
    for (let i = 0; i < ancho; i++) {
      const k = Math.min(Math.floor(i / CADA), Math.max(0, puntos - 2));
      const k1 = Math.min(k + 1, puntos - 1);
      const t = k1 === k ? 0 : (i - columna(k)) / (columna(k1) - columna(k));
      const c = Math.floor(cols[k]! + t * (cols[k1]! - cols[k]!));
      const r = Math.floor(rows[k]! + t * (rows[k1]! - rows[k]!));
      if (c < vb.c0 || c >= vb.c1) continue;
      const f = this.filas.get(r);
      if (f) this.salida[i] = f[c - vb.c0]!;
    }
    return this.salida;
  }

  private async leerHasta(fila: number) {
    const ancho = this.vb.c1 - this.vb.c0;
    const nd = this.b.info.nodata;
    const ndc = nd === null ? NaN : this.b.info.tipoDato === 'float32' ? Math.fround(nd) : nd;
    while (this.siguiente <= fila) {
      const { value, done } = await this.franjas.next();
      if (done) return;
      const [x, y] = value.bandas;
      const normalizada = this.calculo.tipo === 'normalizada';
      for (let f = 0; f < value.filas; f++) {
        const out = new Float32Array(ancho);
        for (let i = 0; i < ancho; i++) {
          const k = f * ancho + i;
          const v = x![k]!;
          if (!normalizada) out[i] = v === ndc ? NaN : v;
          else {
            const w = y![k]!;
            out[i] = v === ndc || w === ndc || v + w === 0 ? NaN : (v - w) / (v + w);
          }
        }
        this.filas.set(value.fila0 + f, out);
      }
      this.siguiente = value.fila0 + value.filas;
    }
  }
}
