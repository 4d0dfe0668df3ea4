// One measurement of the raster benchmark, in a fresh process, printed as JSON on the last line:
//   node measure.ts once <raster> <boundary.json> <out>      one task on a worker thread: time, CPU,
//                                                            peak RSS growth, main-thread event-loop lag
//   node measure.ts throughput <raster> <boundary.json> <out> <threads> <tasks>
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { WorkerPool } from '../../apps/server/src/lib/worker-pool.ts';

const [modo, archivo, limiteJson, salida, hilos = '1', tareas = '1'] = process.argv.slice(2);
const limite = JSON.parse(readFileSync(limiteJson!, 'utf8'));
const pool = new WorkerPool({ maxThreads: Number(hilos), maxQueue: 64, heapMb: 512 });
const tarea = (i: number) =>
  pool.run('raster', {
    tarea: 'procesar',
    archivo: archivo!,
    opciones: { tipo: 'indice', indice: 'NDVI', limite },
    salida: path.join(salida!, String(i)),
  });

// Warm-up: starts the threads and loads the modules, outside the measurement.
await Promise.all(Array.from({ length: Number(hilos) }, (_, i) => pool.run('eco', i)));
rmSync(salida!, { recursive: true, force: true });
const rss0 = process.memoryUsage.rss();
let pico = rss0;
const muestreo = setInterval(() => (pico = Math.max(pico, process.memoryUsage.rss())), 25);
const retraso = monitorEventLoopDelay({ resolution: 10 });
retraso.enable();
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const resultados = await Promise.all(
  Array.from({ length: modo === 'once' ? 1 : Number(tareas) }, (_, i) => tarea(i)),
);
const segundos = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
retraso.disable();
clearInterval(muestreo);
await pool.close();
const r = resultados[0]!;
const capa = r.tarea === 'procesar' ? r.resultado.capas[0]! : null;
console.log(
  JSON.stringify({
    segundos,
    cpuSegundos: (cpu.user + cpu.system) / 1e6,
    rssInicialMiB: rss0 / 2 ** 20,
    crecimientoRssMiB: (pico - rss0) / 2 ** 20,
    retrasoP99Ms: retraso.percentile(99) / 1e6,
    retrasoMaxMs: retraso.max / 1e6,
    media: capa?.estadisticas?.media,
    pixeles: capa?.estadisticas?.pixeles,
    teselas: capa?.teselas,
  }),
);
