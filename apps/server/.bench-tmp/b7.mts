import { renderPng, renderJpeg } from '../src/db/seed/images.ts';
import { renderPdf } from '../src/db/seed/pdf.ts';
import { resumenSemanalEdeb } from '../src/db/seed/report-texts.ts';
import { DEMO_EMPRESAS } from '../src/db/seed/demo-data.ts';
import zlib from 'node:zlib';
for (let r = 0; r < 2; r++) {
let t = performance.now();
for (let i = 0; i < 40; i++) renderPng('ndvi', 's' + i + r);
console.log('png', (performance.now() - t) / 40);
t = performance.now();
const s = { empresa: 'x', territorio: DEMO_EMPRESAS[0]!.territorios[0]!, rango: { inicio: '2026-11-02', termino: '2026-11-08' }, fecha: new Date() };
for (let i = 0; i < 40; i++) await renderPdf(resumenSemanalEdeb(s));
console.log('pdf', (performance.now() - t) / 40);
}
