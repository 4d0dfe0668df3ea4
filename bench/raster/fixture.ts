// Writes the raster benchmark's inputs: a 1000 × 1000 float32 base in UTM 19S (1 m pixels: zones,
// planting rows, noise) that GDAL then upsamples to 10 000 × 10 000 at 0.1 m, and a boundary of
// 2 000 vertices inside it. Run with the project's Node (TypeScript sources): `node fixture.ts <dir>`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import proj4 from 'proj4';
import '../../apps/server/src/raster/crs.ts';
import { escribirGeoTiff } from '../../apps/server/src/raster/write.ts';

const dir = process.argv[2]!;
let s = 12345;
const azar = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
const n = 1000;
const v = new Float32Array(n * n);
for (let y = 0; y < n; y++)
  for (let x = 0; x < n; x++)
    v[y * n + x] =
      0.55 + 0.25 * Math.sin(x / 37) * Math.cos(y / 53) + 0.15 * (azar() - 0.5) + (x % 20 < 4 ? -0.2 : 0);
const transform = { x0: 300000, dx: 1, y0: 6124000, dy: -1 };
writeFileSync(
  path.join(dir, 'base.tif'),
  escribirGeoTiff({ ancho: n, alto: n, tipo: 'float32', bandas: [v], epsg: 32719, transform, nodata: -9999 }),
);

const aLonLat = proj4('EPSG:32719', 'EPSG:4326');
const anillo = [];
for (let i = 0; i < 2000; i++) {
  const a = (2 * Math.PI * i) / 2000;
  const r = 420 + 40 * Math.sin(7 * a) + 15 * Math.sin(31 * a);
  anillo.push(aLonLat.forward([300500 + r * Math.cos(a), 6123500 + r * Math.sin(a)]));
}
anillo.push(anillo[0]!);
const geometry = { type: 'Polygon', coordinates: [anillo] };
writeFileSync(path.join(dir, 'limite.json'), JSON.stringify(geometry));
writeFileSync(
  path.join(dir, 'limite.geojson'),
  JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry }] }),
);
