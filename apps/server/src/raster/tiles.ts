// Web Mercator XYZ tiles (256 px, the scheme Leaflet and every web map use) and which zooms a raster
// gets: its native zoom (tile pixel ≈ raster pixel) but at least field zoom 17, so a 10 m satellite
// clip is upsampled crisply instead of blurred by the browser, and at most 21 (~6 cm at Chilean
// latitudes), so a 5 cm orthomosaic is sharp at field zoom. The lowest zoom is the one at which the
// whole clip fits in 256 px; below it the map scales that zoom's tiles down.
import { conversor, type Punto } from './crs.ts';
import type { RasterInfo } from './open.ts';
import type { Ventana } from './reader.ts';

export const TESELA = 256;
/** Half the Web Mercator world's width, in metres (π · 6 378 137). */
export const ORIGEN = 20037508.342789244;
export const Z_CAMPO = 17;
export const Z_TOPE = 21;
/** Tiles at the top zoom at most; past it the top zoom goes down by one (and so on). */
export const MAX_TESELAS = 4096;
/** The colour rendering and the value grid fit in these many pixels a side. */
export const LADO_IMAGEN = 1024;
export const LADO_GRILLA = 256;

/** Metres of Web Mercator per tile pixel at zoom z. */
export const resolucion = (z: number) => (2 * ORIGEN) / (TESELA * 2 ** z);

export interface Caja {
  minx: number;
  miny: number;
  maxx: number;
  maxy: number;
}

export interface RangoTeselas {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export interface PlanTeselas {
  zmin: number;
  zmax: number;
  zImagen: number;
  zGrilla: number;
  /** Raster rows and columns kept for tiles: every `paso`-th (the top zoom is coarser than the raster). */
  paso: number;
  mercator: Caja;
  rango(z: number): RangoTeselas;
}

/** Global pixel coordinates (of all tiles of zoom z) of a Mercator point. */
export const aPixel = (z: number, [mx, my]: Punto): Punto => [
  (mx + ORIGEN) / resolucion(z),
  (ORIGEN - my) / resolucion(z),
];

export function planTeselas(info: RasterInfo, v: Ventana): PlanTeselas {
  const { x0, dx, y0, dy } = info.transform;
  const aMerc = conversor(info.epsg, 3857).ida;
  const puntos: Punto[] = [];
  const N = 16;
  for (let i = 0; i <= N; i++) {
    const c = v.c0 + ((v.c1 - v.c0) * i) / N;
    const f = v.r0 + ((v.r1 - v.r0) * i) / N;
    puntos.push([c, v.r0], [c, v.r1], [v.c0, f], [v.c1, f]);
  }
  const merc = puntos.map(([c, f]) => aMerc([x0 + c * dx, y0 + f * dy]));
  const caja: Caja = {
    minx: Math.min(...merc.map((p) => p[0])),
    maxx: Math.max(...merc.map((p) => p[0])),
    miny: Math.min(...merc.map((p) => p[1])),
    maxy: Math.max(...merc.map((p) => p[1])),
  };
  // The raster pixel's size in Mercator metres, at the middle of the window.
  const cc = (v.c0 + v.c1) / 2;
  const fc = (v.r0 + v.r1) / 2;
  const [ax, ay] = aMerc([x0 + cc * dx, y0 + fc * dy]);
  const [bx, by] = aMerc([x0 + (cc + 1) * dx, y0 + (fc + 1) * dy]);
  const lado = Math.sqrt(Math.abs((bx - ax) * (by - ay)));
  const rango = (z: number): RangoTeselas => {
    const [px0, py0] = aPixel(z, [caja.minx, caja.maxy]);
    const [px1, py1] = aPixel(z, [caja.maxx, caja.miny]);
    return {
      x0: Math.floor(px0 / TESELA),
      x1: Math.floor((px1 - 1e-9) / TESELA),
      y0: Math.floor(py0 / TESELA),
      y1: Math.floor((py1 - 1e-9) / TESELA),
    };
  };
  const cantidad = (z: number) => {
    const r = rango(z);
    return (r.x1 - r.x0 + 1) * (r.y1 - r.y0 + 1);
  };
  let zmax = Math.min(Z_TOPE, Math.max(Z_CAMPO, Math.round(Math.log2((2 * ORIGEN) / (TESELA * lado)))));
  while (zmax > 0 && cantidad(zmax) > MAX_TESELAS) zmax--;
  const cabe = (z: number, lado: number) =>
    Math.max(caja.maxx - caja.minx, caja.maxy - caja.miny) / resolucion(z) + 1 <= lado;
  const mayorQueCabe = (lado: number) => {
    let z = zmax;
    while (z > 0 && !cabe(z, lado)) z--;
    return z;
  };
  const zGrilla = mayorQueCabe(LADO_GRILLA);
  return {
    zmin: zGrilla,
    zmax,
    zImagen: mayorQueCabe(LADO_IMAGEN),
    zGrilla,
    paso: Math.max(1, Math.floor(resolucion(zmax) / lado)),
    mercator: caja,
    rango,
  };
}
