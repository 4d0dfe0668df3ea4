// Writes the input of the "processing under load" benchmark (bench/raster-carga.mjs): an NDVI-like
// float32 GeoTIFF in UTM 19S, `lado` pixels across, covering a demo territory's boundary with a
// margin, and prints it with `n` consecutive weeks to upload it to (one period each; the same file
// every time, since writing one takes a minute on a loaded machine). Run with the project's Node:
//   node carga.ts <dir> <boundary.json> <n> <lado> <first week's offset in days from today>
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import proj4 from 'proj4';
import '../../apps/server/src/raster/crs.ts';
import { escribirGeoTiff } from '../../apps/server/src/raster/write.ts';
import { addDays, weekOf } from '../../packages/domain/src/periods.ts';

const [dir, limiteJson, n, lado, desde] = process.argv.slice(2);
const limite = JSON.parse(readFileSync(limiteJson!, 'utf8'));
const a = proj4('EPSG:4326', 'EPSG:32719');
const pts = (limite.type === 'Polygon' ? [limite.coordinates] : limite.coordinates)
  .flat(2)
  .map((p: number[]) => a.forward([p[0]!, p[1]!]));
const xs = pts.map((p: number[]) => p[0]!);
const ys = pts.map((p: number[]) => p[1]!);
const [x0, x1, y0, y1] = [
  Math.min(...xs) - 20,
  Math.max(...xs) + 20,
  Math.min(...ys) - 20,
  Math.max(...ys) + 20,
];
const ancho = Number(lado);
const paso = (x1 - x0) / ancho;
const alto = Math.ceil((y1 - y0) / paso);
const hoy = new Date().toISOString().slice(0, 10);
let s = 1000;
const azar = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
const v = new Float32Array(ancho * alto);
for (let y = 0; y < alto; y++)
  for (let x = 0; x < ancho; x++)
    v[y * ancho + x] =
      0.5 + 0.25 * Math.sin(x / 41) * Math.cos(y / 57) + 0.15 * (azar() - 0.5) + (x % 18 < 4 ? -0.2 : 0);
const archivo = path.join(dir!, 'carga.tif');
const transform = { x0, dx: paso, y0: y1, dy: -paso };
writeFileSync(
  archivo,
  escribirGeoTiff({ ancho, alto, tipo: 'float32', bandas: [v], epsg: 32719, transform, nodata: -9999 }),
);
const semanas = Array.from({ length: Number(n) }, (_, k) => weekOf(addDays(hoy, Number(desde) + 7 * k)));
console.log(JSON.stringify({ archivo, ancho, alto, semanas }));
