import { MSG_MAPA } from './messages-mapa.ts';

/** [longitude, latitude] in degrees, WGS84 (GeoJSON order); an altitude may follow. */
export type Posicion = number[];
export type Anillo = Posicion[];
export type Poligono = Anillo[];

/** A territory boundary: a GeoJSON Polygon or MultiPolygon, 2D. */
export type Geometria =
  { type: 'Polygon'; coordinates: Poligono } | { type: 'MultiPolygon'; coordinates: Poligono[] };

/** Continental and island Chile near the coast, as a box: every vertex must fall inside. */
export const CHILE_BBOX = { oeste: -76, sur: -56, este: -66, norte: -17 } as const;
/** Largest boundary file accepted (GeoJSON, KML or KMZ). */
export const LIMITE_MAX_BYTES = 2 * 1024 * 1024;
/** Vertices over all rings; keeps the pairwise crossing check and the map light. */
export const LIMITE_MAX_VERTICES = 5000;
/** Computed and declared areas differing by more than this share are flagged. */
export const LIMITE_TOLERANCIA = 0.1;
export const LIMITE_EXTENSIONES = ['geojson', 'json', 'kml', 'kmz'] as const;

const poligonosDe = (g: Geometria): Poligono[] => (g.type === 'Polygon' ? [g.coordinates] : g.coordinates);

const mismoPunto = (a: Posicion, b: Posicion) => a[0] === b[0] && a[1] === b[1];
const lon = (p: Posicion) => p[0]!;
const lat = (p: Posicion) => p[1]!;

/** Orientation of the triangle a-b-c: >0 counter-clockwise, <0 clockwise, 0 collinear. */
const orient = (a: Posicion, b: Posicion, c: Posicion) =>
  (lon(b) - lon(a)) * (lat(c) - lat(a)) - (lat(b) - lat(a)) * (lon(c) - lon(a));

const enSegmento = (a: Posicion, b: Posicion, p: Posicion) =>
  Math.min(lon(a), lon(b)) <= lon(p) &&
  lon(p) <= Math.max(lon(a), lon(b)) &&
  Math.min(lat(a), lat(b)) <= lat(p) &&
  lat(p) <= Math.max(lat(a), lat(b));

/** Whether segments p1-p2 and q1-q2 touch (crossing, touching or overlapping). */
export function segmentosSeCruzan(p1: Posicion, p2: Posicion, q1: Posicion, q2: Posicion): boolean {
  const d1 = orient(q1, q2, p1);
  const d2 = orient(q1, q2, p2);
  const d3 = orient(p1, p2, q1);
  const d4 = orient(p1, p2, q2);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && enSegmento(q1, q2, p1)) ||
    (d2 === 0 && enSegmento(q1, q2, p2)) ||
    (d3 === 0 && enSegmento(p1, p2, q1)) ||
    (d4 === 0 && enSegmento(p1, p2, q2))
  );
}

/**
 * Whether any two edges of a polygon (all its rings) touch, other than consecutive edges of one
 * ring at their shared vertex. A bounding-box test first keeps the pairwise check cheap.
 */
function poligonoSeCruza(pol: Poligono): boolean {
  const edges: { a: Posicion; b: Posicion; ring: number; i: number; n: number; box: number[] }[] = [];
  pol.forEach((ring, r) => {
    const n = ring.length - 1;
    for (let i = 0; i < n; i++) {
      const a = ring[i]!;
      const b = ring[i + 1]!;
      edges.push({
        a,
        b,
        ring: r,
        i,
        n,
        box: [
          Math.min(lon(a), lon(b)),
          Math.min(lat(a), lat(b)),
          Math.max(lon(a), lon(b)),
          Math.max(lat(a), lat(b)),
        ],
      });
    }
  });
  edges.sort((x, y) => x.box[0]! - y.box[0]!);
  for (let x = 0; x < edges.length; x++) {
    const e = edges[x]!;
    for (let y = x + 1; y < edges.length; y++) {
      const f = edges[y]!;
      if (f.box[0]! > e.box[2]!) break;
      if (f.box[1]! > e.box[3]! || f.box[3]! < e.box[1]!) continue;
      if (e.ring === f.ring) {
        const d = Math.abs(e.i - f.i);
        if (d === 1 || d === e.n - 1) {
          // Neighbours share one vertex; they only "cross" when they fold back over each other.
          const shared = d === 1 ? (e.i < f.i ? e.b : f.b) : e.i === 0 ? e.a : f.a;
          const other1 = mismoPunto(e.a, shared) ? e.b : e.a;
          const other2 = mismoPunto(f.a, shared) ? f.b : f.a;
          if (orient(shared, other1, other2) === 0 && enSegmento(shared, other1, other2)) return true;
          if (orient(shared, other2, other1) === 0 && enSegmento(shared, other2, other1)) return true;
          continue;
        }
      }
      if (segmentosSeCruzan(e.a, e.b, f.a, f.b)) return true;
    }
  }
  return false;
}

/**
 * Checks a boundary: closed rings of at least 3 distinct vertices, finite WGS84 coordinates, inside
 * Chile's box, at most LIMITE_MAX_VERTICES, no edge crossing another. The first problem's Spanish
 * message, or null when it is valid.
 */
export function validarGeometria(g: Geometria): string | null {
  const pols = poligonosDe(g);
  if (pols.length === 0) return MSG_MAPA.limiteSinPoligono;
  let vertices = 0;
  for (const pol of pols) {
    if (pol.length === 0) return MSG_MAPA.limiteSinPoligono;
    for (const ring of pol) {
      vertices += ring.length;
      if (vertices > LIMITE_MAX_VERTICES) return MSG_MAPA.limiteDemasiadosVertices;
      for (const p of ring) {
        if (p.length < 2 || !Number.isFinite(p[0]) || !Number.isFinite(p[1]))
          return MSG_MAPA.limiteCoordenadas;
        if (Math.abs(lon(p)) > 180 || Math.abs(lat(p)) > 90) return MSG_MAPA.limiteCoordenadas;
      }
      if (ring.length < 2 || !mismoPunto(ring[0]!, ring[ring.length - 1]!))
        return MSG_MAPA.limiteAnilloAbierto;
      const distintos = new Set(ring.slice(0, -1).map((p) => `${p[0]},${p[1]}`));
      if (distintos.size < 3 || distintos.size !== ring.length - 1) {
        return distintos.size < 3 ? MSG_MAPA.limitePocosVertices : MSG_MAPA.limiteAutointerseccion;
      }
    }
  }
  for (const pol of pols)
    for (const ring of pol)
      for (const p of ring)
        if (
          lon(p) < CHILE_BBOX.oeste ||
          lon(p) > CHILE_BBOX.este ||
          lat(p) < CHILE_BBOX.sur ||
          lat(p) > CHILE_BBOX.norte
        )
          return MSG_MAPA.limiteFueraDeChile;
  for (const pol of pols) if (poligonoSeCruza(pol)) return MSG_MAPA.limiteAutointerseccion;
  return null;
}

/**
 * The geometry with 2D positions only (KML and some GeoJSON carry an altitude) and without a vertex
 * repeated right after itself (drawing tools and exporters leave those).
 */
export function geometria2d(g: Geometria): Geometria {
  const ring = (r: Anillo): Anillo =>
    r.map((q) => [lon(q), lat(q)]).filter((q, i, all) => i === 0 || !mismoPunto(q, all[i - 1]!));
  const pol = (p: Poligono): Poligono => p.map(ring);
  return g.type === 'Polygon'
    ? { type: 'Polygon', coordinates: pol(g.coordinates) }
    : { type: 'MultiPolygon', coordinates: g.coordinates.map(pol) };
}

/** [west, south, east, north] of a geometry. */
export function bboxDe(g: Geometria): [number, number, number, number] {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const pol of poligonosDe(g))
    for (const p of pol[0] ?? []) {
      w = Math.min(w, lon(p));
      e = Math.max(e, lon(p));
      s = Math.min(s, lat(p));
      n = Math.max(n, lat(p));
    }
  return [w, s, e, n];
}

/**
 * Area-weighted centroid of the outer rings, computed in degrees with longitude scaled by the
 * cosine of the latitude: exact enough at field scale, no projection library needed.
 */
export function centroideDe(g: Geometria): { lat: number; lon: number } {
  const [w, s, e, n] = bboxDe(g);
  const lat0 = (s + n) / 2;
  const k = Math.cos((lat0 * Math.PI) / 180);
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (const pol of poligonosDe(g)) {
    const ring = pol[0] ?? [];
    for (let i = 0; i < ring.length - 1; i++) {
      const [x1, y1] = [lon(ring[i]!) * k, lat(ring[i]!)];
      const [x2, y2] = [lon(ring[i + 1]!) * k, lat(ring[i + 1]!)];
      const c = x1 * y2 - x2 * y1;
      a += c;
      cx += (x1 + x2) * c;
      cy += (y1 + y2) * c;
    }
  }
  if (a === 0) return { lat: lat0, lon: (w + e) / 2 };
  return { lat: cy / (3 * a), lon: cx / (3 * a) / k };
}

/** Whether a computed area differs from the declared extension by more than LIMITE_TOLERANCIA. */
export function difiereDeExtension(areaM2: number, extensionM2: number): boolean {
  if (extensionM2 <= 0) return areaM2 > 0;
  return Math.abs(areaM2 - extensionM2) / extensionM2 > LIMITE_TOLERANCIA;
}
