import { writeFileSync } from 'node:fs';
import { renderPng, renderJpeg } from '../src/db/seed/images.ts';
renderPng('ndvi','w'); renderJpeg('ortomosaico','w');
let t = performance.now(); let n=0;
for (let i = 0; i < 40; i++) n+=renderPng(i%2?'ndvi':'humedad', 's' + i).length;
console.log('png', (performance.now() - t) / 40, n/40);
t = performance.now();
for (let i = 0; i < 10; i++) n=renderJpeg(i%2?'ortomosaico':'conductividad', 's' + i).length;
console.log('jpeg', (performance.now() - t) / 10, n);
for (const k of ['ndvi','ortomosaico','humedad','conductividad'] as const) { writeFileSync(`/tmp/img-${k}.png`, renderPng(k, 'Fundo El Peumo:2026-11-02')); }
