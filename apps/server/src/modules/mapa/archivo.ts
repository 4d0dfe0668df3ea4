import type { Readable } from 'node:stream';
import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { unzipSync } from 'fflate';
import type { Geometry } from 'geojson';
import { geometriaSchema } from '@agro/domain/contracts/mapa';
import type { Geometria, Poligono } from '@agro/domain/limites';
import { LIMITE_MAX_BYTES } from '@agro/domain/limites';
import { MSG_MAPA } from '@agro/domain/messages-mapa';
import { badRequest, tooLarge } from '../../lib/errors.ts';

/** The formats a boundary file may come in (by content, see lib/sniff.ts). */
export type FormatoLimite = 'geojson' | 'kml' | 'kmz';

// A KMZ's KML may be larger than the ZIP; this bounds what a small archive can expand to.
const KML_MAX_EXPANDED = 10 * LIMITE_MAX_BYTES;

/** Reads a stored upload whole (it is at most LIMITE_MAX_BYTES). */
export async function leerTodo(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > LIMITE_MAX_BYTES) throw tooLarge(MSG_MAPA.limiteMuyGrande);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The geometries of any GeoJSON object: a geometry, a Feature or a FeatureCollection. */
function geometriasDe(obj: unknown): unknown[] {
  if (!obj || typeof obj !== 'object') return [];
  const o = obj as { type?: unknown; features?: unknown; geometry?: unknown; geometries?: unknown };
  if (o.type === 'FeatureCollection' && Array.isArray(o.features)) return o.features.flatMap(geometriasDe);
  if (o.type === 'Feature') return geometriasDe(o.geometry);
  if (o.type === 'GeometryCollection' && Array.isArray(o.geometries))
    return o.geometries.flatMap(geometriasDe);
  return [o];
}

/**
 * The polygons of a GeoJSON object as one Polygon or MultiPolygon. Points and lines are ignored
 * (a KML often carries a placemark pin beside the field); shapes that are not polygons are refused.
 */
export function geometriaDeGeojson(obj: unknown): Geometria {
  const pols: Poligono[] = [];
  for (const g of geometriasDe(obj)) {
    const type = (g as Geometry | null)?.type;
    if (type !== 'Polygon' && type !== 'MultiPolygon') continue;
    const parsed = geometriaSchema.safeParse(g);
    if (!parsed.success)
      throw badRequest(parsed.error.issues[0]?.message ?? MSG_MAPA.limiteGeometriaInvalida);
    const geo = parsed.data as Geometria;
    if (geo.type === 'Polygon') pols.push(geo.coordinates);
    else pols.push(...geo.coordinates);
  }
  if (pols.length === 0) throw badRequest(MSG_MAPA.limiteSinPoligono);
  return pols.length === 1
    ? { type: 'Polygon', coordinates: pols[0]! }
    : { type: 'MultiPolygon', coordinates: pols };
}

type KmlDocument = Parameters<typeof kml>[0];

function desdeKml(text: string): Geometria {
  let doc: KmlDocument;
  try {
    doc = new DOMParser().parseFromString(text, 'text/xml') as unknown as KmlDocument;
  } catch {
    throw badRequest(MSG_MAPA.limiteIlegible);
  }
  if (!doc?.documentElement || doc.documentElement.nodeName.toLowerCase() !== 'kml')
    throw badRequest(MSG_MAPA.limiteIlegible);
  return geometriaDeGeojson(kml(doc));
}

function desdeKmz(data: Buffer): Geometria {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, {
      filter: (f) => f.name.toLowerCase().endsWith('.kml') && f.originalSize <= KML_MAX_EXPANDED,
    });
  } catch {
    throw badRequest(MSG_MAPA.limiteIlegible);
  }
  // The main document is doc.kml by convention; otherwise the first KML at the top level.
  const names = Object.keys(files).sort((a, b) => a.split('/').length - b.split('/').length);
  const name = names.find((n) => n.toLowerCase() === 'doc.kml') ?? names[0];
  if (!name) throw badRequest(MSG_MAPA.limiteIlegible);
  return desdeKml(Buffer.from(files[name]!).toString('utf8'));
}

/** Parses a boundary file of a sniffed format into a geometry (not yet validated). */
export function geometriaDeArchivo(formato: FormatoLimite, data: Buffer): Geometria {
  if (formato === 'kmz') return desdeKmz(data);
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  if (formato === 'kml') return desdeKml(text);
  let obj: unknown;
  try {
    obj = JSON.parse(text);
  } catch {
    throw badRequest(MSG_MAPA.limiteIlegible);
  }
  return geometriaDeGeojson(obj);
}
