// Rasters and boundaries the raster tests write for themselves: a field with row and zone texture in
// any supported CRS, around a plausible Chilean site for that CRS's zone, and a wobbly boundary
// inside it. Nothing is checked in; everything is made from a seed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import proj4 from 'proj4';
import { afterAll } from 'vitest';
import type { Geometria } from '@agro/domain/limites';
import '../src/raster/crs.ts';
import type { Geotransform } from '../src/raster/open.ts';
import { escribirGeoTiff, type RasterNuevo } from '../src/raster/write.ts';

/** A scratch folder removed after the file's tests. */
export function carpetaTemporal(prefijo: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${prefijo}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const ZONA_18 = new Set([32718, 5362, 9149, 9154, 20048, 31978]);

/** A site inside the CRS's zone: Cauquenes (UTM 18S), Curicó (19S), San Clemente (degrees, Mercator). */
export function sitio(epsg: number): [number, number] {
  if (ZONA_18.has(epsg)) return [-72.3045, -35.9871];
  if (epsg === 4326 || epsg === 3857) return [-71.4869, -35.5271];
  return [-71.1716, -35.0128];
}

/** A north-up grid of ancho × alto pixels of about `metros` on the ground, centred on the CRS's site. */
export function grilla(epsg: number, ancho: number, alto: number, metros: number): Geotransform {
  const [lon, lat] = sitio(epsg);
  const [cx, cy] = proj4('EPSG:4326', `EPSG:${epsg}`).forward([lon, lat]);
  const cos = Math.cos((lat * Math.PI) / 180);
  const [dx, dy] =
    epsg === 4326
      ? [metros / (111_320 * cos), metros / 110_574]
      : epsg === 3857
        ? [metros / cos, metros / cos]
        : [metros, metros];
  return { x0: cx - (ancho / 2) * dx, dx, y0: cy + (alto / 2) * dy, dy: -dy };
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function azar(semilla: number): () => number {
  let a = semilla >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An NDVI-like field spanning every class: zones, planting rows, noise; `nodata` in a corner notch. */
export function campo(ancho: number, alto: number, semilla: number, nodata?: number): Float32Array {
  const r = azar(semilla);
  const v = new Float32Array(ancho * alto);
  for (let y = 0; y < alto; y++)
    for (let x = 0; x < ancho; x++) {
      const zona = 0.45 + 0.3 * Math.sin(x / 23) * Math.cos(y / 31);
      const hilera = x % 9 < 2 ? -0.25 : 0;
      v[y * ancho + x] = Math.min(0.95, Math.max(-0.1, zona + hilera + 0.2 * (r() - 0.5)));
    }
  if (nodata !== undefined)
    for (let y = 0; y < alto / 3; y++)
      for (let x = Math.floor(ancho / 2); x < ancho; x++) v[y * ancho + x] = nodata;
  return v;
}

/** A wobbly polygon (lon/lat) covering most of the grid's middle, with a hole. */
export function limiteDentro(
  epsg: number,
  t: Geotransform,
  ancho: number,
  alto: number,
  vertices = 60,
): Geometria {
  const inv = proj4(`EPSG:${epsg}`, 'EPSG:4326');
  const anillo = (escala: number, n: number) => {
    const pts = Array.from({ length: n }, (_, i) => {
      const a = (2 * Math.PI * i) / n;
      const k = escala * (1 + 0.12 * Math.sin(5 * a) + 0.05 * Math.cos(13 * a));
      const c = ancho / 2 + 0.42 * ancho * k * Math.cos(a);
      const f = alto / 2 + 0.42 * alto * k * Math.sin(a);
      return inv.forward([t.x0 + c * t.dx, t.y0 + f * t.dy]) as number[];
    });
    return [...pts, pts[0]!];
  };
  return { type: 'Polygon', coordinates: [anillo(1, vertices), anillo(0.15, 12).reverse()] };
}

export function escribir(dir: string, nombre: string, r: RasterNuevo): string {
  const archivo = path.join(dir, nombre);
  writeFileSync(archivo, escribirGeoTiff(r));
  return archivo;
}

export function escribirLimite(dir: string, nombre: string, limite: Geometria): string {
  const archivo = path.join(dir, nombre);
  const fc = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: limite }] };
  writeFileSync(archivo, JSON.stringify(fc));
  return archivo;
}
