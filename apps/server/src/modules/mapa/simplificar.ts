import type { Geometria } from '@agro/domain/limites';

// Boundaries for the map list, simplified to what the map can show (docs/decisions/018): vertices
// closer than `tolerancia` metres to the simplified outline are dropped (Douglas–Peucker on each
// ring, in metres around the ring's first vertex) and coordinates are rounded to the decimals that
// still resolve a quarter of it. Every ring keeps at least a triangle, so each boundary still draws.

const M_POR_GRADO = 111_320;
type Pos = number[];

/**
 * Decimals of a degree that resolve a quarter of `metros`, never fewer than 6 (~0.1 m): a boundary
 * far below the tolerance must still round to a triangle, not to one point.
 */
export const decimalesPara = (metros: number) =>
  Math.min(7, Math.max(6, Math.ceil(Math.log10((4 * M_POR_GRADO) / metros))));

function anillo(ring: Pos[], tolerancia: number, decimales: number): Pos[] {
  if (ring.length <= 4) return redondear(ring, decimales);
  const [lon0, lat0] = ring[0]!;
  const kx = Math.cos((lat0! * Math.PI) / 180) * M_POR_GRADO;
  const xs = ring.map((p) => (p[0]! - lon0!) * kx);
  const ys = ring.map((p) => (p[1]! - lat0!) * M_POR_GRADO);
  const lejos = (a: number, b: number) => {
    let idx = -1;
    let max = -1;
    const dx = xs[b]! - xs[a]!;
    const dy = ys[b]! - ys[a]!;
    const len = Math.hypot(dx, dy);
    for (let i = a + 1; i < b; i++) {
      const d =
        len === 0
          ? Math.hypot(xs[i]! - xs[a]!, ys[i]! - ys[a]!)
          : Math.abs(dy * xs[i]! - dx * ys[i]! + xs[b]! * ys[a]! - ys[b]! * xs[a]!) / len;
      if (d > max) [max, idx] = [d, i];
    }
    return { idx, max };
  };
  const ultimo = ring.length - 1;
  // A closed ring starts and ends on one vertex: split it at the vertex farthest from the start.
  const medio = lejos(0, ultimo).idx;
  const guardar = new Uint8Array(ring.length);
  guardar[0] = guardar[medio] = guardar[ultimo] = 1;
  const pila: [number, number][] = [
    [0, medio],
    [medio, ultimo],
  ];
  while (pila.length) {
    const [a, b] = pila.pop()!;
    const { idx, max } = lejos(a, b);
    if (idx < 0 || max <= tolerancia) continue;
    guardar[idx] = 1;
    pila.push([a, idx], [idx, b]);
  }
  // A ring smaller than the tolerance keeps its widest triangle.
  if (guardar.reduce((n, g) => n + g, 0) < 4) {
    const a = lejos(0, medio);
    const b = lejos(medio, ultimo);
    guardar[a.max >= b.max ? a.idx : b.idx] = 1;
  }
  return redondear(
    ring.filter((_, i) => guardar[i]),
    decimales,
  );
}

function redondear(ring: Pos[], decimales: number): Pos[] {
  const f = 10 ** decimales;
  const out: Pos[] = [];
  for (const p of ring) {
    const q = [Math.round(p[0]! * f) / f, Math.round(p[1]! * f) / f];
    const prev = out[out.length - 1];
    if (!prev || prev[0] !== q[0] || prev[1] !== q[1]) out.push(q);
  }
  return out;
}

/** A boundary simplified to `tolerancia` metres. */
export function simplificar(geo: Geometria, tolerancia: number): Geometria {
  const d = decimalesPara(tolerancia);
  const poligono = (rings: Pos[][]) => rings.map((r) => anillo(r, tolerancia, d));
  return geo.type === 'Polygon'
    ? { type: 'Polygon', coordinates: poligono(geo.coordinates) }
    : { type: 'MultiPolygon', coordinates: geo.coordinates.map(poligono) };
}

// The map list is drawn fitted to every territory in it (apps/web MapaParcelas: fitBounds, up to
// zoom 16); its outlines are kept exact to half a pixel two zoom levels closer than a full-HD screen
// fitted to them would show, and never coarser than zoom 14 (~8 m a pixel in central Chile).
const VISTA = { ancho: 1920, alto: 1080 };

/** Metres per pixel of Web Mercator at `zoom` and latitude `lat`. */
const metrosPorPixel = (zoom: number, lat: number) =>
  (156_543.03 * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom;

/** The tolerance, in metres, for a list whose points span `caja` ([west, south, east, north]). */
export function toleranciaLista(caja: [number, number, number, number]): number {
  const [o, s, e, n] = caja;
  const grados = Math.max((e - o) / VISTA.ancho, (n - s) / VISTA.alto, 1e-9);
  const ajuste = Math.min(16, Math.floor(Math.log2(360 / 256 / grados)));
  const zoom = Math.min(18, Math.max(14, ajuste + 2));
  return metrosPorPixel(zoom, (s + n) / 2) / 2;
}
