// Raster pipeline against GDAL (issue 27): on a 10 000 × 10 000 float32 deflate GeoTIFF in UTM 19S
// made by GDAL, with a 2 000-vertex boundary, the time of clip + statistics + rendering (tiles,
// image, value grid) on a worker thread against `gdalwarp -cutline -crop_to_cutline` + `gdalinfo
// -stats`, the peak RSS growth, the event-loop lag of the main thread meanwhile, and the throughput
// of 2 worker threads against 1. Inputs are made in .tmp/bench/raster/ (kept between runs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/server.mjs';

const DIR = path.join(ROOT, '.tmp/bench/raster');
const NODE = [process.execPath, '--disable-warning=ExperimentalWarning'];

function sh(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

/** Wall and CPU seconds and peak RSS of a command, from GNU time when it is there. */
function cronometrar(cmd, args) {
  const conTime = existsSync('/usr/bin/time');
  const t0 = performance.now();
  const r = conTime
    ? spawnSync('/usr/bin/time', ['-f', '%U %S %M', cmd, ...args], { encoding: 'utf8' })
    : spawnSync(cmd, args, { encoding: 'utf8' });
  const segundos = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`${cmd}: ${r.stderr}`);
  const [u, s, kb] = conTime ? r.stderr.trim().split('\n').at(-1).split(' ').map(Number) : [NaN, NaN, NaN];
  return { segundos, cpuSegundos: u + s, rssMiB: kb / 1024 };
}

function preparar() {
  mkdirSync(DIR, { recursive: true });
  const grande = path.join(DIR, 'grande.tif');
  if (!existsSync(grande)) {
    sh(NODE[0], [...NODE.slice(1), 'bench/raster/fixture.ts', DIR]);
    const tmp = `${grande}.tmp.tif`;
    sh('gdalwarp', [
      '-q',
      '-overwrite',
      '-ts',
      '10000',
      '10000',
      '-r',
      'cubic',
      '-ot',
      'Float32',
      '-co',
      'COMPRESS=DEFLATE',
      '-co',
      'TILED=YES',
      path.join(DIR, 'base.tif'),
      tmp,
    ]);
    sh('mv', [tmp, grande]);
  }
  return { grande, limite: path.join(DIR, 'limite.json'), limiteGeojson: path.join(DIR, 'limite.geojson') };
}

function gdalUnaVez(f) {
  const corte = path.join(DIR, 'corte.tif');
  rmSync(corte, { force: true });
  rmSync(`${corte}.aux.xml`, { force: true });
  const warp = cronometrar('gdalwarp', [
    '-q',
    '-cutline',
    f.limiteGeojson,
    '-crop_to_cutline',
    '-dstnodata',
    '-9999',
    f.grande,
    corte,
  ]);
  const info = cronometrar('gdalinfo', ['-stats', corte]);
  return {
    segundos: warp.segundos + info.segundos,
    cpuSegundos: warp.cpuSegundos + info.cpuSegundos,
    rssMiB: Math.max(warp.rssMiB, info.rssMiB),
  };
}

function medir(args) {
  const out = sh(NODE[0], [...NODE.slice(1), 'bench/raster/measure.ts', ...args]);
  return JSON.parse(out.trim().split('\n').at(-1));
}

const mediana = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function run({ rounds = 3 }) {
  if (spawnSync('gdalinfo', ['--version']).status !== 0)
    throw new Error('the raster bench needs GDAL (apt-get install gdal-bin)');
  const f = preparar();
  const salida = path.join(DIR, 'salida');
  const gdal = [];
  const nuestro = [];
  const carga = [os.loadavg()[0]];
  // Interleaved, so both meet the same load.
  for (let i = 0; i < rounds; i++) {
    gdal.push(gdalUnaVez(f));
    nuestro.push(medir(['once', f.grande, f.limite, salida]));
  }
  const tareas = 4;
  const uno = medir(['throughput', f.grande, f.limite, salida, '1', String(tareas)]);
  const dos = medir(['throughput', f.grande, f.limite, salida, '2', String(tareas)]);
  carga.push(os.loadavg()[0]);
  rmSync(salida, { recursive: true, force: true });
  const m = (xs, k) => mediana(xs.map((x) => x[k]));
  return {
    gdal: { segundos: m(gdal, 'segundos'), cpuSegundos: m(gdal, 'cpuSegundos'), rssMiB: m(gdal, 'rssMiB') },
    producto: {
      segundos: m(nuestro, 'segundos'),
      cpuSegundos: m(nuestro, 'cpuSegundos'),
      crecimientoRssMiB: Math.max(...nuestro.map((x) => x.crecimientoRssMiB)),
      retrasoP99Ms: m(nuestro, 'retrasoP99Ms'),
      retrasoMaxMs: Math.max(...nuestro.map((x) => x.retrasoMaxMs)),
      teselas: nuestro[0].teselas,
      media: nuestro[0].media,
    },
    rendimiento: {
      tareas,
      unHilo: uno.segundos,
      dosHilos: dos.segundos,
      aceleracion: uno.segundos / dos.segundos,
    },
    carga: { antes: carga[0], despues: carga[1], nucleos: os.cpus().length },
  };
}
