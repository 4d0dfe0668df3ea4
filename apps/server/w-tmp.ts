import { DEMO_EMPRESAS } from './src/db/seed/demo-data.ts';
import { contornoDemo } from './src/db/seed/limites.ts';
import { demoRasters } from './src/raster/demo/index.ts';
import { procesarRaster } from './src/raster/process.ts';
import { memorySource } from './src/raster/source.ts';
import { destinoCarpeta } from './src/raster/sink.ts';
const semanas = Array.from({ length: 8 }, (_, k) => { const d = new Date(Date.UTC(2026, 10, 16 - 7 * k)); return d.toISOString().slice(0, 10); });
const FORMAS = [[1, 0.82, 1.12, 0.95, 1.05, 0.78, 1.1, 0.9],[0.9, 1.15, 0.85, 1.05, 0.95, 1.2],[1.1, 0.9, 1.0, 0.8, 1.15, 0.95, 1.05]];
const t0 = performance.now(); const c0 = process.cpuUsage(); let total = 0; const todos = [];
for (const [i, e] of DEMO_EMPRESAS.entries()) for (const t of e.territorios) {
  const limite = contornoDemo(t.coordX, t.coordY, t.extension, FORMAS[(i + t.rel) % 3]);
  const r = demoRasters({ clave: `${i}-${t.rel}`, cultivos: t.tags, servicio: t.servicio, limite, estres: i === 0 && t.rel === 1 }, semanas);
  total += r.reduce((s, x) => s + x.archivo.length, 0); todos.push({ t, limite, r });
}
const cpu = process.cpuUsage(c0);
console.log('generation ms', performance.now() - t0, 'cpu s', (cpu.user + cpu.system) / 1e6, 'MB', total / 1e6, 'files', todos.reduce((s, x) => s + x.r.length, 0));
if (process.argv[2] !== 'quick') for (const { t, limite, r } of todos) {
  for (const x of r.filter((x) => x.tipo !== 'color')) {
    const res = await procesarRaster(memorySource(x.archivo), { tipo: x.tipo, indice: x.indice, bandas: x.bandas, limite }, destinoCarpeta(`/tmp/rexp/demo/${t.nombre}/${x.semana}`));
    for (const c of res.capas) { const s = c.estadisticas;
    console.log(t.nombre.padEnd(22), x.semana, c.capa.padEnd(11), 'mean', s.media.toFixed(3), 'ha', s.areaHa.toFixed(2), 'classes', s.clases.map(k => k.areaHa.toFixed(2)).join(' ')); }
  }
  const last = r.filter(x => x.tipo === 'color').at(-1);
  if (last) await procesarRaster(memorySource(last.archivo), { tipo: 'color', limite }, destinoCarpeta(`/tmp/rexp/demo/${t.nombre}/color`));
}
