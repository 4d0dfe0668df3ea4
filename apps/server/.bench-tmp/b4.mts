import jpeg from 'jpeg-js';
const d = Buffer.alloc(8*8*4);
for (let i = 0; i < 5; i++) jpeg.encode({ data: d, width: 8, height: 8 }, 80);
let t = performance.now();
for (let i = 0; i < 20; i++) jpeg.encode({ data: d, width: 8, height: 8 }, 80);
console.log('tiny', (performance.now() - t) / 20);
