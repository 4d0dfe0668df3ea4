// The raster task on a worker thread (workers/raster.ts through lib/worker-pool.ts): figures back,
// outputs written, a refusal crossing the thread as the same HttpError, and memory bounded for a
// raster far larger than the goal of 300 MB (issue 27).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG_RASTER } from '@agro/domain/indices';
import { HttpError } from '../src/lib/errors.ts';
import { WorkerPool } from '../src/lib/worker-pool.ts';
import { campo, carpetaTemporal, escribir, grilla, limiteDentro } from './raster-fixtures.ts';
import { describeGdal, gdal } from './raster-gdal.ts';

const dir = carpetaTemporal('raster-tarea');
const pool = new WorkerPool({ maxThreads: 1, maxQueue: 4, heapMb: 256 });
afterAll(() => pool.close());

describe('raster task on a worker thread', { timeout: 120_000 }, () => {
  it('processes a file and writes its outputs; a refusal arrives as the same HttpError', async () => {
    const t = grilla(32719, 160, 120, 2);
    const archivo = escribir(dir, 'campo.tif', {
      ancho: 160,
      alto: 120,
      tipo: 'float32',
      bandas: [campo(160, 120, 3)],
      epsg: 32719,
      transform: t,
    });
    const salida = path.join(dir, 'salida');
    const limite = limiteDentro(32719, t, 160, 120);
    const out = await pool.run('raster', {
      tarea: 'procesar',
      archivo,
      opciones: { tipo: 'indice', indice: 'NDVI', limite },
      salida,
    });
    if (out.tarea !== 'procesar') throw new Error(out.tarea);
    const capa = out.resultado.capas[0]!;
    expect(capa.estadisticas!.pixeles).toBeGreaterThan(5000);
    expect(existsSync(path.join(salida, capa.imagen.ruta))).toBe(true);
    expect(existsSync(path.join(salida, capa.grilla!.ruta))).toBe(true);
    expect(readdirSync(path.join(salida, 'NDVI', 'teselas')).map(Number)).toContain(capa.teselas.zmax);

    const mal = await pool
      .run('raster', { tarea: 'procesar', archivo, opciones: { tipo: 'color', limite }, salida })
      .catch((e: unknown) => e);
    expect(mal).toBeInstanceOf(HttpError);
    expect(mal).toMatchObject({ statusCode: 400, mensaje: MSG_RASTER.bandasColor(1) });
  });
});

describeGdal('raster task memory', () => {
  it(
    'a 9 000 × 9 000 float32 raster (324 MB of values) is processed with under 300 MB of growth',
    { timeout: 600_000 },
    async () => {
      const archivo = path.join(dir, 'grande.tif');
      gdal('gdal_create', [
        '-q',
        '-of',
        'GTiff',
        '-outsize',
        '9000',
        '9000',
        '-bands',
        '1',
        '-ot',
        'Float32',
        '-burn',
        '0.55',
        '-a_srs',
        'EPSG:32719',
        '-a_ullr',
        '300000',
        '6130000',
        '309000',
        '6121000',
        '-a_nodata',
        '-9999',
        '-co',
        'COMPRESS=DEFLATE',
        '-co',
        'TILED=YES',
        archivo,
      ]);
      const t = { x0: 300000, dx: 1, y0: 6130000, dy: -1 };
      const limite = limiteDentro(32719, t, 9000, 9000, 400);
      const antes = process.memoryUsage.rss();
      let pico = antes;
      const muestreo = setInterval(() => (pico = Math.max(pico, process.memoryUsage.rss())), 20);
      try {
        const out = await pool.run('raster', {
          tarea: 'procesar',
          archivo,
          opciones: { tipo: 'indice', indice: 'NDVI', limite },
          salida: path.join(dir, 'grande'),
        });
        if (out.tarea !== 'procesar') throw new Error(out.tarea);
        expect(out.resultado.capas[0]!.estadisticas!.media).toBeCloseTo(0.55, 6);
        expect(out.resultado.capas[0]!.estadisticas!.pixeles).toBeGreaterThan(30_000_000);
      } finally {
        clearInterval(muestreo);
      }
      expect((pico - antes) / 2 ** 20).toBeLessThan(300);
    },
  );
});
