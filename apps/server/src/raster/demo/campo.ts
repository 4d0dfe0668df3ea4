// The model behind the demo rasters: one field geometry per territory (its boundary on a UTM grid),
// planting rows and management zones fixed by a seed, a seasonal canopy curve for the crop, and a
// stress patch. Every week is the same field at another date, so weeks line up and compare.
import type { Geometria } from '@agro/domain/limites';
import { conversor } from '../crs.ts';
import { mascara } from '../mask.ts';
import type { Geotransform, RasterInfo } from '../open.ts';

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), seeded by a text. */
export function azar(clave: string): () => number {
  let a = 2166136261;
  for (const ch of clave) a = Math.imul(a ^ ch.charCodeAt(0), 16777619);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Campo {
  epsg: number;
  /** Grid of the finest raster (true colour); coarser rasters take every `n`-th pixel. */
  transform: Geotransform;
  ancho: number;
  alto: number;
  /** 1 inside the boundary, 0 outside, per pixel of the grid. */
  dentro: Uint8Array;
  /** Planting rows: the share of the pixel under the row's canopy line (0–1). */
  hilera: Float32Array;
  /** Management zones: relative vigour around 1 (0.8–1.2), smooth over tens of metres. */
  zona: Float32Array;
  /** Where the stress patch starts (pixel), and the pixel's ground size. */
  foco: { c: number; f: number };
  metros: number;
}

const MARGEN_M = 24;

/** The field of a territory on a north-up UTM grid of `metros` pixels around its boundary. */
export function campo(clave: string, limite: Geometria, metros: number, cultivo: Cultivo): Campo {
  const anillo = limite.type === 'Polygon' ? limite.coordinates[0]! : limite.coordinates[0]![0]!;
  const lonMedia = anillo.reduce((s, p) => s + p[0]!, 0) / anillo.length;
  const epsg = lonMedia < -72 ? 32718 : 32719;
  const aUtm = conversor(4326, epsg).ida;
  const pts = anillo.map((p) => aUtm([p[0]!, p[1]!]));
  const x0 = Math.floor((Math.min(...pts.map((p) => p[0])) - MARGEN_M) / metros) * metros;
  const y0 = Math.ceil((Math.max(...pts.map((p) => p[1])) + MARGEN_M) / metros) * metros;
  const ancho = Math.ceil((Math.max(...pts.map((p) => p[0])) + MARGEN_M - x0) / metros);
  const alto = Math.ceil((y0 - (Math.min(...pts.map((p) => p[1])) - MARGEN_M)) / metros);
  const transform = { x0, dx: metros, y0, dy: -metros };
  const info = { epsg, transform, ancho, alto } as RasterInfo;
  const m = mascara(info, limite);
  const dentro = new Uint8Array(ancho * alto);
  for (let f = m.ventana.r0; f < m.ventana.r1; f++) {
    const t = m.tramos(f);
    for (let k = 0; k < t.length; k += 2) dentro.fill(1, f * ancho + t[k]!, f * ancho + t[k + 1]!);
  }
  const r = azar(clave);
  const angulo = (r() - 0.5) * 0.6; // rows run roughly north–south, as in most Chilean orchards
  const [sin, cos] = [Math.sin(angulo), Math.cos(angulo)];
  const hilera = new Float32Array(ancho * alto);
  const zona = new Float32Array(ancho * alto);
  const ondas = Array.from({ length: 4 }, () => ({
    kx: (r() - 0.5) / 30,
    ky: (r() - 0.5) / 30,
    fase: r() * 6.28,
  }));
  const sub = [-0.375, -0.125, 0.125, 0.375].map((d) => d * metros);
  for (let f = 0; f < alto; f++)
    for (let c = 0; c < ancho; c++) {
      const [x, y] = [(c + 0.5) * metros, (f + 0.5) * metros];
      // The canopy share of the pixel, from 4×4 sub-samples across the rows.
      let copa = 0;
      for (const sx of sub)
        for (const sy of sub) {
          const u = ((x + sx) * cos + (y + sy) * sin) / cultivo.espaciado;
          if (Math.abs(u - Math.round(u)) < cultivo.anchoCopa / 2) copa++;
        }
      hilera[f * ancho + c] = copa / 16;
      let z = 0;
      for (const o of ondas) z += Math.sin(x * o.kx + y * o.ky + o.fase);
      zona[f * ancho + c] = 1 + 0.07 * z;
    }
  return {
    epsg,
    transform,
    ancho,
    alto,
    dentro,
    hilera,
    zona,
    foco: focoDentro(dentro, ancho, alto, r),
    metros,
  };
}

/** A point well inside the field, off-centre, where the stress patch starts. */
function focoDentro(dentro: Uint8Array, ancho: number, alto: number, r: () => number) {
  for (let intento = 0; intento < 500; intento++) {
    const c = Math.floor(ancho * (0.25 + 0.5 * r()));
    const f = Math.floor(alto * (0.25 + 0.5 * r()));
    if (dentro[f * ancho + c]) return { c, f };
  }
  return { c: Math.floor(ancho / 2), f: Math.floor(alto / 2) };
}

/** Days since 1 July (the start of the southern growing season) of a YYYY-MM-DD date. */
export function diaTemporada(fecha: string): number {
  const d = new Date(`${fecha}T12:00:00Z`);
  const y = d.getUTCMonth() >= 6 ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
  return (d.getTime() - Date.UTC(y, 6, 1, 12)) / 86_400_000;
}

export interface Cultivo {
  /** Canopy cover of the row at full leaf (0–1), and of the inter-row (cover crop). */
  copa: number;
  entreHilera: number;
  /** Leaf-out: day of season of half canopy, and how many days the rise takes (logistic scale). */
  mitad: number;
  escala: number;
  /** Row spacing, metres, and the share of it the canopy covers at full leaf. */
  espaciado: number;
  anchoCopa: number;
}

const FRUTAL: Cultivo = {
  copa: 0.95,
  entreHilera: 0.45,
  mitad: 105,
  escala: 9,
  espaciado: 5,
  anchoCopa: 0.6,
};
const VINA: Cultivo = { copa: 0.85, entreHilera: 0.3, mitad: 125, escala: 10, espaciado: 3, anchoCopa: 0.4 };
const BAYAS: Cultivo = { copa: 0.9, entreHilera: 0.35, mitad: 100, escala: 8, espaciado: 3, anchoCopa: 0.5 };

/** The crop model of a territory from its crop tags (vines leaf out later and sparser than orchards). */
export function cultivoDe(cultivos: readonly string[]): Cultivo {
  if (cultivos.some((c) => c.startsWith('Uva'))) return VINA;
  if (cultivos.some((c) => ['Arándano', 'Frambuesa'].includes(c))) return BAYAS;
  return FRUTAL;
}

/** Canopy cover (0–1) of the row and of the inter-row on a day of the season. */
export function cobertura(cultivo: Cultivo, dia: number): { hilera: number; entre: number } {
  const brote = 1 / (1 + Math.exp(-(dia - cultivo.mitad) / cultivo.escala));
  // Autumn: leaves fall from late April (day ~300); the cover crop greens up with the rains.
  const caida = dia > 290 ? Math.min(1, (dia - 290) / 40) : 0;
  return {
    hilera: 0.08 + (cultivo.copa - 0.08) * brote * (1 - caida),
    entre: cultivo.entreHilera * (0.6 + 0.4 * Math.cos(((dia - 60) / 365) * 2 * Math.PI)),
  };
}
