// The parsing of an uploaded boundary file, on a pool thread (workers/limite.ts); archivo.ts is the
// request thread's side.
import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import type { Geometry } from 'geojson';
import { geometriaSchema } from '@agro/domain/contracts/mapa';
import type { Geometria, Poligono } from '@agro/domain/limites';
import { MSG_MAPA } from '@agro/domain/messages-mapa';
import { badRequest } from '../../lib/errors.ts';
import type { FormatoLimite } from './archivo.ts';
import { DOC_MAX_PROFUNDIDAD, kmlDeKmz, revisarJson, revisarXml } from './archivo-cotas.ts';

/**
 * The geometries of any GeoJSON object: a geometry, a Feature or a FeatureCollection, walked with
 * an explicit stack so a document nested thousands of levels deep is refused, not a stack overflow.
 */
function geometriasDe(raiz: unknown): unknown[] {
  const geometrias: unknown[] = [];
  const pendientes: { obj: unknown; nivel: number }[] = [{ obj: raiz, nivel: 0 }];
  while (pendientes.length > 0) {
    const { obj, nivel } = pendientes.pop()!;
    if (!obj || typeof obj !== 'object') continue;
    if (nivel > DOC_MAX_PROFUNDIDAD) throw badRequest(MSG_MAPA.limiteAnidamiento);
    const o = obj as { type?: unknown; features?: unknown; geometry?: unknown; geometries?: unknown };
    const hijos =
      o.type === 'FeatureCollection' && Array.isArray(o.features)
        ? o.features
        : o.type === 'Feature'
          ? [o.geometry]
          : o.type === 'GeometryCollection' && Array.isArray(o.geometries)
            ? o.geometries
            : undefined;
    if (!hijos) geometrias.push(o);
    // Pushed in reverse so the geometries come out in document order.
    else for (let i = hijos.length - 1; i >= 0; i--) pendientes.push({ obj: hijos[i], nivel: nivel + 1 });
  }
  return geometrias;
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
  revisarXml(text);
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

/** Parses a boundary file of a sniffed format into a geometry (not yet validated). */
export function parsearLimite(formato: FormatoLimite, data: Buffer): Geometria {
  if (formato === 'kmz') return desdeKml(kmlDeKmz(data));
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  if (formato === 'kml') return desdeKml(text);
  revisarJson(text);
  let obj: unknown;
  try {
    obj = JSON.parse(text);
  } catch {
    throw badRequest(MSG_MAPA.limiteIlegible);
  }
  return geometriaDeGeojson(obj);
}
