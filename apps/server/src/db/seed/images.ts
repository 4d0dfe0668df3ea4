import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * Synthetic map kinds. Weekly ones (NDVI, soil moisture) change with the seed's week; the
 * orthomosaic and soil conductivity describe the land itself, so callers seed them per territory.
 */
export type MapaKind = 'ndvi' | 'ortomosaico' | 'humedad' | 'conductividad';

const WIDTH = 320;
const HEIGHT = 200;
const LEGEND_W = 10;

type Rgb = [number, number, number];

const PALETTES: Record<MapaKind, Rgb[]> = {
  // Red (stressed) through yellow to green (vigorous), the usual NDVI reading.
  ndvi: [
    [165, 0, 38],
    [244, 109, 67],
    [254, 224, 139],
    [166, 217, 106],
    [26, 152, 80],
  ],
  // Natural colour: bare soil to dense canopy.
  ortomosaico: [
    [120, 98, 70],
    [128, 134, 74],
    [84, 128, 52],
    [52, 100, 38],
    [30, 70, 28],
  ],
  // Dry sand to saturated deep blue.
  humedad: [
    [247, 233, 200],
    [198, 219, 239],
    [107, 174, 214],
    [33, 113, 181],
    [8, 48, 107],
  ],
  // Low to high electrical conductivity (salinity), in oranges.
  conductividad: [
    [255, 247, 236],
    [253, 212, 158],
    [252, 141, 89],
    [215, 48, 31],
    [127, 0, 0],
  ],
};

const WITH_SENSORS: ReadonlySet<MapaKind> = new Set(['humedad', 'conductividad']);

// One sine period sampled once: Math.sin per pixel was a third of the painting time.
const SINE = Float32Array.from({ length: 1024 }, (_, i) => Math.sin((i / 1024) * 2 * Math.PI));
const SINE_SCALE = 1024 / (2 * Math.PI * 1.6);

const SOIL: Rgb = [92, 76, 60];

const luts = new Map<MapaKind, Uint8Array>();

// A 256-step lookup so the per-pixel work is one index, not an interpolation.
function lutOf(kind: MapaKind): Uint8Array {
  const cached = luts.get(kind);
  if (cached) return cached;
  const stops = PALETTES[kind];
  const lut = new Uint8Array(256 * 3);
  for (let i = 0; i < 256; i++) {
    const t = (i / 255) * (stops.length - 1);
    const k = Math.min(Math.floor(t), stops.length - 2);
    const f = t - k;
    const a = stops[k]!;
    const b = stops[k + 1]!;
    for (let c = 0; c < 3; c++) lut[i * 3 + c] = Math.round(a[c]! + (b[c]! - a[c]!) * f);
  }
  luts.set(kind, lut);
  return lut;
}

/** FNV-1a, so a seed string always yields the same picture. */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for pictures. */
export function seededRandom(seed: string): () => number {
  let a = hashSeed(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Smooth value noise on a coarse grid, so fields show patches rather than static. Evaluated a
 * row at a time with per-column tables: per-pixel interpolation was most of the seed's time.
 */
function noiseLayer(rand: () => number, cells: number): (y: number, out: Float32Array) => void {
  const gw = cells + 1;
  const gh = Math.ceil((cells * HEIGHT) / WIDTH) + 1;
  const grid = Float32Array.from({ length: gw * gh }, rand);
  const ix = new Int32Array(WIDTH);
  const u = new Float32Array(WIDTH);
  for (let x = 0; x < WIDTH; x++) {
    const fx = (x * cells) / WIDTH;
    ix[x] = Math.floor(fx);
    const t = fx - ix[x]!;
    u[x] = t * t * (3 - 2 * t);
  }
  const column = new Float32Array(gw);
  return (y, out) => {
    const fy = (y * (gh - 1)) / HEIGHT;
    const iy = Math.floor(fy);
    const t = fy - iy;
    const v = t * t * (3 - 2 * t);
    for (let g = 0; g < gw; g++) {
      const top = grid[iy * gw + g]!;
      column[g] = top + (grid[(iy + 1) * gw + g]! - top) * v;
    }
    for (let x = 0; x < WIDTH; x++) {
      const a = column[ix[x]!]!;
      out[x] = a + (column[ix[x]! + 1]! - a) * u[x]!;
    }
  };
}

/** The territory outline, a random convex quadrilateral inset from the frame, as x-spans per row. */
function fieldSpans(rand: () => number): { lo: Int32Array; hi: Int32Array } {
  const w = WIDTH - LEGEND_W - 8;
  const j = () => 6 + rand() * 22;
  const pts: [number, number][] = [
    [j(), j()],
    [w - j(), j()],
    [w - j(), HEIGHT - j()],
    [j(), HEIGHT - j()],
  ];
  const lo = new Int32Array(HEIGHT);
  const hi = new Int32Array(HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    let min = 0;
    let max = WIDTH - LEGEND_W - 1;
    // Each edge keeps the half-plane c0 + c1·x >= 0 (clockwise corners in screen coordinates).
    for (let k = 0; k < 4; k++) {
      const [ax, ay] = pts[k]!;
      const [bx, by] = pts[(k + 1) % 4]!;
      const c1 = -(by - ay);
      const c0 = (bx - ax) * (y - ay) + (by - ay) * ax;
      if (c1 > 0) min = Math.max(min, Math.ceil(-c0 / c1));
      else if (c1 < 0) max = Math.min(max, Math.floor(-c0 / c1));
      else if (c0 < 0) max = -1;
    }
    lo[y] = min;
    hi[y] = max;
  }
  return { lo, hi };
}

/** Pixels of one synthetic map, `bpp` 3 (RGB, for PNG) or 4 (RGBA, for jpeg-js). */
function paint(kind: MapaKind, seed: string, bpp: 3 | 4): Buffer {
  const rand = seededRandom(`${kind}:${seed}`);
  const lut = lutOf(kind);
  const coarse = noiseLayer(rand, 6);
  const fine = noiseLayer(rand, 18);
  const { lo, hi } = fieldSpans(rand);
  const level = 0.15 + rand() * 0.25;
  const angle = rand() * Math.PI;
  const ca = Math.cos(angle) * SINE_SCALE;
  const sa = Math.sin(angle) * SINE_SCALE;
  const rows = WITH_SENSORS.has(kind) ? 0 : kind === 'ortomosaico' ? 0.12 : 0.05;
  const data = Buffer.alloc(WIDTH * HEIGHT * bpp, 255);
  const c = new Float32Array(WIDTH);
  const f = new Float32Array(WIDTH);
  const setLut = (o: number, i: number) => {
    data[o] = lut[i]!;
    data[o + 1] = lut[i + 1]!;
    data[o + 2] = lut[i + 2]!;
  };
  for (let y = 0; y < HEIGHT; y++) {
    coarse(y, c);
    fine(y, f);
    const legend = Math.round(255 * (1 - y / (HEIGHT - 1))) * 3; // colour scale: high values on top
    for (let x = 0; x < WIDTH; x++) {
      const o = (y * WIDTH + x) * bpp;
      if (x >= WIDTH - LEGEND_W) {
        setLut(o, legend);
      } else if (x < lo[y]! || x > hi[y]!) {
        const shade = 0.85 + 0.3 * f[x]!;
        data[o] = SOIL[0] * shade;
        data[o + 1] = SOIL[1] * shade;
        data[o + 2] = SOIL[2] * shade;
      } else {
        const furrow = rows * SINE[Math.floor(x * ca + y * sa) & 1023]!;
        const value = level + 0.55 * c[x]! + 0.25 * f[x]! + furrow;
        setLut(o, Math.max(0, Math.min(255, Math.round(value * 255))) * 3);
      }
    }
  }
  if (WITH_SENSORS.has(kind)) drawSensors(data, bpp, rand, lo, hi);
  return data;
}

/** White dots with a dark ring where the soil probes sit. */
function drawSensors(data: Buffer, bpp: number, rand: () => number, lo: Int32Array, hi: Int32Array) {
  for (let n = 0; n < 6; n++) {
    const cx = 40 + Math.round(rand() * (WIDTH - LEGEND_W - 80));
    const cy = 35 + Math.round(rand() * (HEIGHT - 70));
    if (cx < lo[cy]! || cx > hi[cy]!) continue;
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const d = dx * dx + dy * dy;
        if (d > 16) continue;
        const o = ((cy + dy) * WIDTH + cx + dx) * bpp;
        data.fill(d > 8 ? 20 : 255, o, o + 3);
      }
    }
  }
}

/** A small PNG map, the same bytes for the same kind and seed. */
export function renderPng(kind: MapaKind, seed: string): Buffer {
  const png = new PNG({
    width: WIDTH,
    height: HEIGHT,
    colorType: 2,
    inputColorType: 2,
    inputHasAlpha: false,
  });
  png.data = paint(kind, seed, 3);
  // RGB in and out skips pngjs's pixel conversion; a fixed Paeth filter skips trying all five per row.
  return PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false, filterType: 4 });
}

/** A small JPEG map, the same bytes for the same kind and seed. */
export function renderJpeg(kind: MapaKind, seed: string): Buffer {
  return jpeg.encode({ data: paint(kind, seed, 4), width: WIDTH, height: HEIGHT }, 80).data;
}
