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

/** Smooth value noise sampled on a coarse grid, so fields show patches rather than static. */
function noiseLayer(rand: () => number, cells: number): (x: number, y: number) => number {
  const gw = cells + 1;
  const gh = Math.ceil((cells * HEIGHT) / WIDTH) + 1;
  const grid = Float32Array.from({ length: gw * gh }, rand);
  const sx = cells / WIDTH;
  const sy = (gh - 1) / HEIGHT;
  return (x, y) => {
    const fx = x * sx;
    const fy = y * sy;
    const ix = Math.floor(fx);
    const iy = Math.floor(fy);
    const tx = fx - ix;
    const ty = fy - iy;
    const u = tx * tx * (3 - 2 * tx);
    const v = ty * ty * (3 - 2 * ty);
    const i = iy * gw + ix;
    const top = grid[i]! + (grid[i + 1]! - grid[i]!) * u;
    const bottom = grid[i + gw]! + (grid[i + gw + 1]! - grid[i + gw]!) * u;
    return top + (bottom - top) * v;
  };
}

/** The territory outline: a random convex quadrilateral inset from the frame. */
function fieldOutline(rand: () => number): (x: number, y: number) => boolean {
  const w = WIDTH - LEGEND_W - 8;
  const j = () => 6 + rand() * 22;
  const pts: [number, number][] = [
    [j(), j()],
    [w - j(), j()],
    [w - j(), HEIGHT - j()],
    [j(), HEIGHT - j()],
  ];
  return (x, y) => {
    for (let k = 0; k < 4; k++) {
      const [ax, ay] = pts[k]!;
      const [bx, by] = pts[(k + 1) % 4]!;
      if ((bx - ax) * (y - ay) - (by - ay) * (x - ax) < 0) return false;
    }
    return true;
  };
}

/** RGBA pixels of one synthetic map. */
function paint(kind: MapaKind, seed: string): Buffer {
  const rand = seededRandom(`${kind}:${seed}`);
  const lut = lutOf(kind);
  const coarse = noiseLayer(rand, 6);
  const fine = noiseLayer(rand, 18);
  const inside = fieldOutline(rand);
  const level = 0.15 + rand() * 0.25;
  const angle = rand() * Math.PI;
  const ca = Math.cos(angle);
  const sa = Math.sin(angle);
  const rows = WITH_SENSORS.has(kind) ? 0 : kind === 'ortomosaico' ? 0.12 : 0.05;
  const data = Buffer.alloc(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const o = (y * WIDTH + x) * 4;
      data[o + 3] = 255;
      if (x >= WIDTH - LEGEND_W) {
        // Colour scale legend: high values on top.
        const i = Math.round(255 * (1 - y / (HEIGHT - 1))) * 3;
        data[o] = lut[i]!;
        data[o + 1] = lut[i + 1]!;
        data[o + 2] = lut[i + 2]!;
        continue;
      }
      if (!inside(x, y)) {
        const shade = 0.85 + 0.3 * fine(x, y);
        data[o] = SOIL[0] * shade;
        data[o + 1] = SOIL[1] * shade;
        data[o + 2] = SOIL[2] * shade;
        continue;
      }
      const furrow = rows * SINE[Math.floor((x * ca + y * sa) * SINE_SCALE) & 1023]!;
      const value = level + 0.55 * coarse(x, y) + 0.25 * fine(x, y) + furrow;
      const i = Math.max(0, Math.min(255, Math.round(value * 255))) * 3;
      data[o] = lut[i]!;
      data[o + 1] = lut[i + 1]!;
      data[o + 2] = lut[i + 2]!;
    }
  }
  if (WITH_SENSORS.has(kind)) drawSensors(data, rand, inside);
  return data;
}

/** White dots with a dark ring where the soil probes sit. */
function drawSensors(data: Buffer, rand: () => number, inside: (x: number, y: number) => boolean) {
  for (let n = 0; n < 6; n++) {
    const cx = 40 + Math.round(rand() * (WIDTH - LEGEND_W - 80));
    const cy = 35 + Math.round(rand() * (HEIGHT - 70));
    if (!inside(cx, cy)) continue;
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const d = dx * dx + dy * dy;
        if (d > 16) continue;
        const o = ((cy + dy) * WIDTH + cx + dx) * 4;
        const c = d > 8 ? 20 : 255;
        data[o] = c;
        data[o + 1] = c;
        data[o + 2] = c;
      }
    }
  }
}

/** A small PNG map, the same bytes for the same kind and seed. */
export function renderPng(kind: MapaKind, seed: string): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  png.data = paint(kind, seed);
  // A fixed Paeth filter: pngjs's default tries all five per row, twice the time for a few KB.
  return PNG.sync.write(png, { colorType: 2, filterType: 4 });
}

/** A small JPEG map, the same bytes for the same kind and seed. */
export function renderJpeg(kind: MapaKind, seed: string): Buffer {
  return jpeg.encode({ data: paint(kind, seed), width: WIDTH, height: HEIGHT }, 80).data;
}
