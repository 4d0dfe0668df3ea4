// Two periods compared on one grid: the second raster, in another CRS and resolution, is resampled
// onto the first; the change, the areas that rose or fell and the difference map follow the values
// both rasters were made from (a known function of ground position).
import path from 'node:path';
import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { MSG_RASTER } from '@agro/domain/indices';
import type { Geometria } from '@agro/domain/limites';
import { HttpError } from '../src/lib/errors.ts';
import { compararRasters } from '../src/raster/diff.ts';
import { destinoCarpeta } from '../src/raster/sink.ts';
import { memorySource } from '../src/raster/source.ts';
import { escribirGeoTiff } from '../src/raster/write.ts';
import { carpetaTemporal, grilla } from './raster-fixtures.ts';

const dir = carpetaTemporal('raster-diferencia');
const A = { epsg: 32719, ancho: 200, alto: 200, t: grilla(32719, 200, 200, 2) };
const centroY = A.t.y0 + (A.alto / 2) * A.t.dy;
/** The earlier period's index at a UTM point, and the later one's: +0.1 in the northern half. */
const antes = (x: number) => 0.5 + 0.2 * Math.sin((x - A.t.x0) / 40);
const despues = (x: number, y: number) => antes(x) + (y > centroY ? 0.1 : 0);

/** A's grid, or a degree grid of `metros` pixels over the same ground. */
function grillaSobreA(epsg: number, ancho: number, alto: number, metros: number) {
  if (epsg === 32719) return A.t;
  const [lon, lat] = proj4('EPSG:32719', 'EPSG:4326').forward([A.t.x0 + 100 * A.t.dx, A.t.y0 + 100 * A.t.dy]);
  const dx = metros / (111_320 * Math.cos((lat! * Math.PI) / 180));
  const dy = metros / 110_574;
  return { x0: lon! - (ancho / 2) * dx, dx, y0: lat! + (alto / 2) * dy, dy: -dy };
}

function rasterEn(
  epsg: number,
  ancho: number,
  alto: number,
  metros: number,
  f: (x: number, y: number) => number,
) {
  const t = grillaSobreA(epsg, ancho, alto, metros);
  const aUtm = proj4(`EPSG:${epsg}`, 'EPSG:32719');
  const v = new Float32Array(ancho * alto);
  for (let j = 0; j < alto; j++)
    for (let i = 0; i < ancho; i++) {
      const [x, y] = aUtm.forward([t.x0 + (i + 0.5) * t.dx, t.y0 + (j + 0.5) * t.dy]);
      v[j * ancho + i] = f(x!, y!);
    }
  return escribirGeoTiff({ ancho, alto, tipo: 'float32', bandas: [v], epsg, transform: t });
}

/** A rectangle of A's pixels [c0, c1) × [r0, r1) as a lon/lat polygon. */
function rectangulo(c0: number, c1: number, r0: number, r1: number): Geometria {
  const inv = proj4('EPSG:32719', 'EPSG:4326');
  const p = (c: number, r: number) => inv.forward([A.t.x0 + c * A.t.dx, A.t.y0 + r * A.t.dy]) as number[];
  return { type: 'Polygon', coordinates: [[p(c0, r0), p(c1, r0), p(c1, r1), p(c0, r1), p(c0, r0)]] };
}

describe('period comparison', { timeout: 120_000 }, () => {
  it('a later raster in degrees, finer, resampled onto the earlier UTM grid: change and areas', async () => {
    const a = rasterEn(32719, A.ancho, A.alto, 2, antes);
    const b = rasterEn(4326, 300, 300, 1.5, despues);
    const limite = rectangulo(20, 180, 20, 180); // split in half by the centre row
    const carpeta = path.join(dir, 'ab');
    const r = await compararRasters(
      memorySource(a),
      memorySource(b),
      { indice: 'NDVI', limite },
      destinoCarpeta(carpeta),
    );
    expect(r.areaHa).toBeCloseTo((160 * 160 * 4) / 10_000, 1);
    expect(r.cambio).toBeCloseTo(0.05, 2);
    expect(r.mediaB - r.mediaA).toBeCloseTo(r.cambio, 10);
    expect(r.subioPct).toBeGreaterThan(48);
    expect(r.subioPct).toBeLessThan(52);
    expect(r.sinCambioPct + r.subioPct + r.bajoPct).toBeCloseTo(100, 6);
    expect(r.bajoPct).toBeLessThan(1);
    expect(r.margen).toBe(0.05);
    expect(r.diferencia.capa).toBe('diferencia');
    expect(r.diferencia.teselas.cantidad).toBeGreaterThan(0);
    expect(r.diferencia.estadisticas!.media).toBeCloseTo(r.cambio, 6);
  });

  it('rasters that do not overlap cannot be compared: 400', async () => {
    const a = rasterEn(32719, A.ancho, A.alto, 2, antes);
    const lejos = escribirGeoTiff({
      ancho: 50,
      alto: 50,
      tipo: 'float32',
      bandas: [new Float32Array(2500).fill(0.5)],
      epsg: 32719,
      transform: { ...A.t, x0: A.t.x0 + 50_000 },
    });
    const e = await compararRasters(
      memorySource(a),
      memorySource(lejos),
      { indice: 'NDVI', limite: null },
      destinoCarpeta(dir),
    ).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(HttpError);
    expect([(e as HttpError).statusCode, (e as HttpError).mensaje]).toEqual([
      400,
      MSG_RASTER.grillasDistintas,
    ]);
  });
});
