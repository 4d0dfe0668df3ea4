import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';
import * as img from '../src/db/seed/images.ts';
const paint = (img as any).__paint;
for (const ft of [-1, 0, 1, 4]) for (const dl of [1, 6]) {
  let t = performance.now(); let n = 0;
  for (let i = 0; i < 20; i++) { const p = new PNG({ width: 320, height: 200 }); p.data = paint('ndvi', 's' + i); n = PNG.sync.write(p, { colorType: 2, deflateLevel: dl, filterType: ft }).length; }
  console.log('png ft', ft, 'dl', dl, (performance.now() - t) / 20, n);
}
let t = performance.now();
for (let i = 0; i < 20; i++) paint('ndvi', 'q' + i);
console.log('paint', (performance.now() - t) / 20);
t = performance.now();
for (let i = 0; i < 20; i++) jpeg.encode({ data: paint('ndre', 'q' + i), width: 320, height: 200 }, 80);
console.log('jpeg', (performance.now() - t) / 20);
