// The territory's boundary as a pixel mask, by GDAL's rule (gdalwarp -cutline, gdal_rasterize
// without ALL_TOUCHED): a pixel is inside when its centre is inside the polygon (even-odd rule, so
// holes and several polygons work). The boundary's vertices are reprojected to the raster's CRS
// with proj4, as GDAL does with a cutline; rows are then scanned one at a time, in order.
import type { Geometria } from '@agro/domain/limites';
import { MSG_RASTER } from '@agro/domain/indices';
import { badRequest } from '../lib/errors.ts';
import { conversor } from './crs.ts';
import type { RasterInfo } from './open.ts';
import type { Ventana } from './reader.ts';

export interface Mascara {
  ventana: Ventana;
  /** Inside spans of a row as [start, end) column pairs, within the window; rows in increasing order. */
  tramos(fila: number): number[];
}

/** The mask of a boundary (or of the whole raster when there is none). */
export function mascara(info: RasterInfo, limite: Geometria | null): Mascara {
  if (!limite) {
    const ventana = { c0: 0, c1: info.ancho, r0: 0, r1: info.alto };
    return { ventana, tramos: () => [0, info.ancho] };
  }
  const aRaster = conversor(4326, info.epsg).ida;
  const { x0, dx, y0, dy } = info.transform;
  const poligonos = limite.type === 'Polygon' ? [limite.coordinates] : limite.coordinates;
  const lados: number[] = []; // x1, y1, x2, y2 in pixel coordinates, y1 < y2
  let minC = Infinity,
    maxC = -Infinity,
    minF = Infinity,
    maxF = -Infinity;
  for (const anillo of poligonos.flat()) {
    const px = anillo.map((p) => {
      const [x, y] = aRaster([p[0]!, p[1]!]);
      return [(x - x0) / dx, (y - y0) / dy] as const;
    });
    for (let i = 0; i < px.length; i++) {
      const [a, b] = [px[i]!, px[(i + 1) % px.length]!];
      minC = Math.min(minC, a[0]);
      maxC = Math.max(maxC, a[0]);
      minF = Math.min(minF, a[1]);
      maxF = Math.max(maxF, a[1]);
      if (a[1] === b[1]) continue;
      lados.push(...(a[1] < b[1] ? [a[0], a[1], b[0], b[1]] : [b[0], b[1], a[0], a[1]]));
    }
  }
  const ventana = {
    c0: Math.max(0, Math.floor(minC)),
    c1: Math.min(info.ancho, Math.ceil(maxC)),
    r0: Math.max(0, Math.floor(minF)),
    r1: Math.min(info.alto, Math.ceil(maxF)),
  };
  if (!(ventana.c0 < ventana.c1 && ventana.r0 < ventana.r1)) throw badRequest(MSG_RASTER.sinSuperposicion);
  return { ventana, tramos: barrido(lados, ventana) };
}

/** Scanline over edges sorted by their top: only edges crossing the current row are looked at. */
function barrido(lados: number[], v: Ventana): (fila: number) => number[] {
  const n = lados.length / 4;
  const orden = Array.from({ length: n }, (_, i) => i).sort((a, b) => lados[a * 4 + 1]! - lados[b * 4 + 1]!);
  let siguiente = 0;
  let activos: number[] = [];
  const cruces: number[] = [];
  return (fila) => {
    const yc = fila + 0.5;
    while (siguiente < n && lados[orden[siguiente]! * 4 + 1]! <= yc) activos.push(orden[siguiente++]!);
    activos = activos.filter((i) => lados[i * 4 + 3]! > yc);
    cruces.length = 0;
    for (const i of activos) {
      const [xa, ya, xb, yb] = [lados[i * 4]!, lados[i * 4 + 1]!, lados[i * 4 + 2]!, lados[i * 4 + 3]!];
      if (ya <= yc && yc < yb) cruces.push(xa + ((yc - ya) * (xb - xa)) / (yb - ya));
    }
    cruces.sort((a, b) => a - b);
    const tramos: number[] = [];
    for (let k = 0; k + 1 < cruces.length; k += 2) {
      // Columns whose centre c + 0.5 lies in [left, right).
      const desde = Math.max(v.c0, Math.ceil(cruces[k]! - 0.5));
      const hasta = Math.min(v.c1, Math.ceil(cruces[k + 1]! - 0.5));
      if (hasta > desde) tramos.push(desde, hasta);
    }
    return tramos;
  };
}
