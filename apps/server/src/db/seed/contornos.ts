// The demo territories' outlines, apart from the database: the seed's boundaries and rasters and
// the browser tests' GeoTIFFs are drawn on the same fields.
import type { Geometria } from '@agro/domain/limites';
import type { DemoParcela } from './demo-data.ts';

/**
 * How each demo boundary's area compares with the declared extension, by company index and
 * parcelarel_id: most match within a few percent; two differ by more than 10 % so the map shows
 * its warning (a field measured larger than declared, and one partly not planted).
 */
const ESCALA: Record<string, number> = { '0-3': 1.18, '1-1': 0.86 };

// Irregular outlines (relative radii per vertex) so the fields do not look like circles.
const FORMAS = [
  [1, 0.82, 1.12, 0.95, 1.05, 0.78, 1.1, 0.9],
  [0.9, 1.15, 0.85, 1.05, 0.95, 1.2],
  [1.1, 0.9, 1.0, 0.8, 1.15, 0.95, 1.05],
];

const M_POR_GRADO_LAT = 110_574;

/** A closed outline around (lat, lon) whose area is about `m2` (scaled on a local flat projection). */
export function contornoDemo(lat: number, lon: number, m2: number, forma: number[]): Geometria {
  const mLon = 111_320 * Math.cos((lat * Math.PI) / 180);
  const pts = forma.map((r, i) => {
    const ang = (2 * Math.PI * i) / forma.length + 0.3;
    return [r * Math.cos(ang), r * Math.sin(ang)] as const;
  });
  // Shoelace area of the unit outline, then the radius that gives the wanted area.
  let a = 0;
  for (let i = 0; i < pts.length; i++) {
    const [x1, y1] = pts[i]!;
    const [x2, y2] = pts[(i + 1) % pts.length]!;
    a += x1 * y2 - x2 * y1;
  }
  const k = Math.sqrt(m2 / Math.abs(a / 2));
  const ring = pts.map(([x, y]) => [
    Number((lon + (x * k) / mLon).toFixed(6)),
    Number((lat + (y * k) / M_POR_GRADO_LAT).toFixed(6)),
  ]);
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
}

/** The boundary of a demo territory (company index, territory): the seed's rasters are drawn on it too. */
export function limiteDemo(empresa: number, t: DemoParcela): Geometria {
  return contornoDemo(
    t.coordX,
    t.coordY,
    t.extension * (ESCALA[`${empresa}-${t.rel}`] ?? 1),
    FORMAS[(empresa + t.rel) % FORMAS.length]!,
  );
}
