// Ground area of a pixel, by row. UTM pixels are |dx·dy| m² (grid metres; the UTM scale factor,
// within ±0.1 % in a zone, is ignored as field-area figures usually do). Degree and Web Mercator
// pixels are not square metres at all, so they get their true ground area: the pixel's corners go
// to an equal-area (Lambert azimuthal) projection centred on the raster, whose planar area is the
// area on the WGS 84 ellipsoid. In both CRSs it depends on the row only.
import { conversor, igualArea, type Punto } from './crs.ts';
import type { RasterInfo } from './open.ts';

export function areaPorFila(info: RasterInfo): (fila: number) => number {
  const { x0, dx, y0, dy } = info.transform;
  if (info.epsg !== 4326 && info.epsg !== 3857) {
    const a = Math.abs(dx * dy);
    return () => a;
  }
  const aGeo = conversor(info.epsg, 4326).ida;
  const col = info.ancho / 2;
  const centro = aGeo([x0 + col * dx, y0 + (info.alto / 2) * dy]);
  const aPlano = igualArea(centro[0], centro[1]);
  const cache = new Map<number, number>();
  return (fila) => {
    let a = cache.get(fila);
    if (a === undefined) {
      const esquinas: Punto[] = [
        [col, fila],
        [col + 1, fila],
        [col + 1, fila + 1],
        [col, fila + 1],
      ].map(([c, f]) => aPlano(aGeo([x0 + c! * dx, y0 + f! * dy])));
      a = Math.abs(shoelace(esquinas));
      if (cache.size > 4096) cache.clear();
      cache.set(fila, a);
    }
    return a;
  };
}

function shoelace(p: Punto[]): number {
  let s = 0;
  for (let i = 0; i < p.length; i++) {
    const [x1, y1] = p[i]!;
    const [x2, y2] = p[(i + 1) % p.length]!;
    s += x1 * y2 - x2 * y1;
  }
  return s / 2;
}
