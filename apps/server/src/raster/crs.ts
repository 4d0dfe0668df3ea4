// Coordinate systems a raster may come in (decision 020) and the proj4 conversions between them.
// Every SIRGAS realisation is tied to ITRF and differs from WGS 84 by centimetres, far below a
// pixel, so they convert to WGS 84 without a datum shift (GDAL's ballpark transformation does too).
import proj4 from 'proj4';
import { CRS_SOPORTADOS, MSG_RASTER } from '@agro/domain/indices';
import { badRequest } from '../lib/errors.ts';

const utm = (zona: 18 | 19, datum: string) => `+proj=utm +zone=${zona} +south ${datum} +units=m +no_defs`;
const WGS84 = '+datum=WGS84';
const SIRGAS = '+ellps=GRS80 +towgs84=0,0,0,0,0,0,0';

/** proj4 definitions, checked against `gdalsrsinfo -o proj4 EPSG:n` (GDAL 3.6). */
const DEFINICIONES: Record<number, string> = {
  32718: utm(18, WGS84),
  32719: utm(19, WGS84),
  5362: utm(18, SIRGAS),
  5361: utm(19, SIRGAS),
  9149: utm(18, SIRGAS),
  9150: utm(19, SIRGAS),
  9154: utm(18, SIRGAS),
  9155: utm(19, SIRGAS),
  20048: utm(18, SIRGAS),
  20049: utm(19, SIRGAS),
  31978: utm(18, SIRGAS),
  31979: utm(19, SIRGAS),
};
for (const [code, def] of Object.entries(DEFINICIONES)) proj4.defs(`EPSG:${code}`, def);

export type Punto = [number, number];
export type Transformar = (p: Punto) => Punto;

/** EPSG:4326 and EPSG:3857 are proj4's own; the rest are defined above. */
export function crsSoportado(epsg: number): boolean {
  return Object.hasOwn(CRS_SOPORTADOS, epsg);
}

export function exigirCrsSoportado(epsg: number | null, descripcion?: string): number {
  if (epsg === null) throw badRequest(MSG_RASTER.crsNoSoportado(descripcion ?? 'sin código EPSG'));
  if (!crsSoportado(epsg)) throw badRequest(MSG_RASTER.crsNoSoportado(`EPSG:${epsg}`));
  return epsg;
}

/** Whether the CRS's units are degrees (its pixels are not metres). */
export const esGeografico = (epsg: number) => epsg === 4326;

/** A converter between two supported CRSs (EPSG codes), forward and back. */
export function conversor(desde: number, hacia: number): { ida: Transformar; vuelta: Transformar } {
  if (desde === hacia) return { ida: (p) => p, vuelta: (p) => p };
  const c = proj4(`EPSG:${desde}`, `EPSG:${hacia}`);
  return { ida: (p) => c.forward(p) as Punto, vuelta: (p) => c.inverse(p) as Punto };
}

/**
 * An equal-area (Lambert azimuthal, WGS 84 ellipsoid) projection centred on a point: areas measured
 * in it are true ground areas, which is how pixels of degree or Web Mercator rasters are measured.
 */
export function igualArea(lon: number, lat: number): Transformar {
  const c = proj4(
    'EPSG:4326',
    `+proj=laea +lat_0=${lat} +lon_0=${lon} +x_0=0 +y_0=0 +ellps=WGS84 +units=m +no_defs`,
  );
  return (p) => c.forward(p) as Punto;
}
