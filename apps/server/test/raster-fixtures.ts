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
import { azar } from '../src/raster/demo/campo.ts';
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

/** An NDVI-like field spanning every class: zones, planting rows, noise; `nodata` in a corner notch. */
export function campo(ancho: number, alto: number, semilla: number, nodata?: number): Float32Array {
  const r = azar(`campo-${semilla}`);
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

/** A TIFF tag: id, type (2 ASCII, 3 SHORT, 4 LONG, 12 DOUBLE) and values. */
export type Etiqueta = [id: number, tipo: 2 | 3 | 4 | 12, valores: number[] | string];

/**
 * A little-endian TIFF written tag by tag, for files no honest writer makes: a declared size with no
 * data behind it, georeferencing left out, a compressed block of garbage. `datos` follows the IFD;
 * a StripOffsets value of -1 is replaced by its offset.
 */
export function tiffCrudo(etiquetas: Etiqueta[], datos = new Uint8Array(0)): Uint8Array {
  const tam = { 2: 1, 3: 2, 4: 4, 12: 8 } as const;
  const orden = [...etiquetas].sort((a, b) => a[0] - b[0]);
  const ifd = 8;
  let extra = ifd + 2 + orden.length * 12 + 4;
  const largos = orden.map(([, tipo, v]) => (typeof v === 'string' ? v.length + 1 : v.length) * tam[tipo]);
  const inicioDatos = extra + largos.reduce((a, b) => a + (b > 4 ? b : 0), 0);
  const buf = new DataView(new ArrayBuffer(inicioDatos + datos.length));
  buf.setUint16(0, 0x4949);
  buf.setUint16(2, 42, true);
  buf.setUint32(4, ifd, true);
  buf.setUint16(ifd, orden.length, true);
  orden.forEach(([id, tipo, v], i) => {
    const e = ifd + 2 + i * 12;
    const valores =
      typeof v === 'string'
        ? [...v, '\0'].map((c) => c.charCodeAt(0))
        : v.map((x) => (x === -1 && id === 273 ? inicioDatos : x));
    buf.setUint16(e, id, true);
    buf.setUint16(e + 2, tipo, true);
    buf.setUint32(e + 4, valores.length, true);
    let o = e + 8;
    if (largos[i]! > 4) {
      buf.setUint32(e + 8, extra, true);
      o = extra;
      extra += largos[i]!;
    }
    valores.forEach((x, k) => {
      const p = o + k * tam[tipo];
      if (tipo === 3) buf.setUint16(p, x, true);
      else if (tipo === 4) buf.setUint32(p, x, true);
      else if (tipo === 12) buf.setFloat64(p, x, true);
      else buf.setUint8(p, x);
    });
  });
  new Uint8Array(buf.buffer).set(datos, inicioDatos);
  return new Uint8Array(buf.buffer);
}

/** The tags of a one-band 8-bit image with one strip of `bytes` bytes at the end of the file. */
export const etiquetasBasicas = (ancho: number, alto: number, bytes: number, compresion = 1): Etiqueta[] => [
  [256, 4, [ancho]],
  [257, 4, [alto]],
  [258, 3, [8]],
  [259, 3, [compresion]],
  [262, 3, [1]],
  [273, 4, [-1]],
  [277, 3, [1]],
  [278, 4, [alto]],
  [279, 4, [bytes]],
  [339, 3, [1]],
];

/** GeoTIFF tags placing the image in UTM 19S (or another projected EPSG code). */
export const etiquetasGeo = (epsg = 32719): Etiqueta[] => [
  [33550, 12, [1, 1, 0]],
  [33922, 12, [0, 0, 0, 300000, 6123000, 0]],
  [34735, 3, [1, 1, 0, 3, 1024, 0, 1, 1, 1025, 0, 1, 1, 3072, 0, 1, epsg]],
];

/** XYZ tile and pixel of a lon/lat at zoom z (the slippy-map formulas). */
export function teselaDe(lon: number, lat: number, z: number) {
  const n = 256 * 2 ** z;
  const gx = ((lon + 180) / 360) * n;
  const phi = (lat * Math.PI) / 180;
  const gy = ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * n;
  return {
    x: Math.floor(gx / 256),
    y: Math.floor(gy / 256),
    i: Math.floor(gx) % 256,
    j: Math.floor(gy) % 256,
  };
}
