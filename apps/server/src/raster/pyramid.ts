// The tile pyramid of one layer, built as the top zoom's tile rows arrive (north to south): each
// tile is written, copied into the rendering or the value grid when it belongs to their zoom, and
// averaged 2×2 into its parent; a parent row is written once both its child rows are done. Only
// one pending row per zoom is held, so memory depends on the clip's width, not its area.
import { Cola } from '../lib/cola.ts';
import type { Destino } from './sink.ts';
import { colorear, png, type Paleta } from './ramp.ts';
import { ORIGEN, TESELA, aPixel, resolucion, type PlanTeselas } from './tiles.ts';

export type Tesela = Float32Array | Uint32Array;

/** Georeference of an image or grid: its Web Mercator box (EPSG:3857, metres). */
export interface Lienzo {
  ancho: number;
  alto: number;
  mercator: [minx: number, miny: number, maxx: number, maxy: number];
}

const N = TESELA * TESELA;

export class Piramide {
  teselas = 0;
  private readonly pendientes = new Map<number, Map<number, Tesela>>();
  private readonly imagen: { caja: CajaPx; datos: Tesela };
  private readonly grilla: { caja: CajaPx; datos: Float32Array } | null;
  private readonly plan: PlanTeselas;
  private readonly paleta: Paleta | null;
  private readonly carpeta: string;
  private readonly destino: Destino;
  private readonly cola = new Cola(8);

  /** `paleta` null: a true-colour layer (packed RGBA tiles); otherwise values coloured by it. */
  constructor(plan: PlanTeselas, paleta: Paleta | null, carpeta: string, destino: Destino) {
    this.plan = plan;
    this.paleta = paleta;
    this.carpeta = carpeta;
    this.destino = destino;
    const ci = cajaPx(plan, plan.zImagen);
    this.imagen = { caja: ci, datos: this.nueva(ci.ancho * ci.alto) };
    const cg = cajaPx(plan, plan.zGrilla);
    this.grilla = paleta ? { caja: cg, datos: new Float32Array(cg.ancho * cg.alto).fill(NaN) } : null;
  }

  private nueva(n = N): Tesela {
    return this.paleta ? new Float32Array(n).fill(NaN) : new Uint32Array(n);
  }

  async agregar(z: number, tx: number, ty: number, t: Tesela): Promise<void> {
    this.teselas++;
    await this.cola.agregar(async () => {
      const rgba = this.paleta ? colorear(t as Float32Array, this.paleta) : (t as Uint32Array);
      await this.destino.escribir(
        `${this.carpeta}/teselas/${z}/${tx}/${ty}.png`,
        await png(rgba, TESELA, TESELA),
      );
    });
    if (z === this.plan.zImagen) copiar(t, tx, ty, this.imagen.caja, this.imagen.datos);
    if (this.grilla && z === this.plan.zGrilla) copiar(t, tx, ty, this.grilla.caja, this.grilla.datos);
    if (z > this.plan.zmin) {
      let fila = this.pendientes.get(z - 1);
      if (!fila) this.pendientes.set(z - 1, (fila = new Map()));
      let padre = fila.get(tx >> 1);
      if (!padre) fila.set(tx >> 1, (padre = this.nueva()));
      reducir(t, padre, tx & 1, ty & 1);
    }
  }

  /** Row `ty` of zoom z is done: its parents are complete when it is odd or the last row. */
  async filaCompleta(z: number, ty: number): Promise<void> {
    if (z <= this.plan.zmin || !(ty & 1 || ty === this.plan.rango(z).y1)) return;
    const fila = this.pendientes.get(z - 1);
    this.pendientes.delete(z - 1);
    for (const [tx, t] of fila ?? []) await this.agregar(z - 1, tx, ty >> 1, t);
    await this.filaCompleta(z - 1, ty >> 1);
  }

  /** Writes the rendering and the value grid; answers their georeference. */
  async terminar(): Promise<{ imagen: Lienzo; grilla: Lienzo | null }> {
    await this.cola.vaciar();
    const { caja, datos } = this.imagen;
    const rgba = this.paleta ? colorear(datos as Float32Array, this.paleta) : (datos as Uint32Array);
    await this.destino.escribir(`${this.carpeta}/imagen.png`, await png(rgba, caja.ancho, caja.alto));
    if (!this.grilla) return { imagen: lienzo(caja), grilla: null };
    const g = this.grilla;
    await this.destino.escribir(`${this.carpeta}/grilla.f32`, new Uint8Array(g.datos.buffer));
    return { imagen: lienzo(caja), grilla: lienzo(g.caja) };
  }
}

interface CajaPx {
  z: number;
  gx0: number;
  gy0: number;
  ancho: number;
  alto: number;
}

function cajaPx(plan: PlanTeselas, z: number): CajaPx {
  const m = plan.mercator;
  const [x0, y0] = aPixel(z, [m.minx, m.maxy]);
  const [x1, y1] = aPixel(z, [m.maxx, m.miny]);
  const gx0 = Math.floor(x0);
  const gy0 = Math.floor(y0);
  return { z, gx0, gy0, ancho: Math.max(1, Math.ceil(x1) - gx0), alto: Math.max(1, Math.ceil(y1) - gy0) };
}

function lienzo(c: CajaPx): Lienzo {
  const r = resolucion(c.z);
  return {
    ancho: c.ancho,
    alto: c.alto,
    mercator: [
      c.gx0 * r - ORIGEN,
      ORIGEN - (c.gy0 + c.alto) * r,
      (c.gx0 + c.ancho) * r - ORIGEN,
      ORIGEN - c.gy0 * r,
    ],
  };
}

function copiar(t: Tesela, tx: number, ty: number, c: CajaPx, destino: Tesela) {
  for (let j = 0; j < TESELA; j++) {
    const y = ty * TESELA + j - c.gy0;
    if (y < 0 || y >= c.alto) continue;
    for (let i = 0; i < TESELA; i++) {
      const x = tx * TESELA + i - c.gx0;
      if (x >= 0 && x < c.ancho) destino[y * c.ancho + x] = t[j * TESELA + i]!;
    }
  }
}

/** Averages a child's 2×2 pixels into its quadrant of the parent: valid values only, or valid colours. */
function reducir(hijo: Tesela, padre: Tesela, qx: number, qy: number) {
  const mitad = TESELA / 2;
  for (let j = 0; j < mitad; j++) {
    for (let i = 0; i < mitad; i++) {
      const a = 2 * j * TESELA + 2 * i;
      const destino = (qy * mitad + j) * TESELA + qx * mitad + i;
      padre[destino] =
        hijo instanceof Float32Array
          ? promedio(hijo[a]!, hijo[a + 1]!, hijo[a + TESELA]!, hijo[a + TESELA + 1]!)
          : promedioColor(hijo as Uint32Array, a);
    }
  }
}

function promedio(a: number, b: number, c: number, d: number): number {
  let s = 0;
  let n = 0;
  for (const v of [a, b, c, d]) {
    if (v !== v) continue;
    s += v;
    n++;
  }
  return n ? s / n : NaN;
}

function promedioColor(t: Uint32Array, a: number): number {
  let r = 0,
    g = 0,
    b = 0,
    n = 0;
  for (const idx of [a, a + 1, a + TESELA, a + TESELA + 1]) {
    const c = t[idx]!;
    if (c >>> 24 === 0) continue;
    r += c & 255;
    g += (c >>> 8) & 255;
    b += (c >>> 16) & 255;
    n++;
  }
  if (!n) return 0;
  return (Math.round(r / n) | (Math.round(g / n) << 8) | (Math.round(b / n) << 16) | (255 << 24)) >>> 0;
}
