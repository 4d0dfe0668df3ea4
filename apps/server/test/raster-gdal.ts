// GDAL from Debian (gdal-bin) as the independent reference of the raster tests: gdalwarp clips with
// the boundary as a cutline (pixel-centre rule), gdalinfo -stats gives the mean, and the clipped
// values (gdal_translate -of XYZ) give class counts and order statistics. CI must have GDAL
// (.ci/run installs it): there, a missing GDAL fails the tests instead of skipping them.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'vitest';
import type { Geometria } from '@agro/domain/limites';
import { escribirLimite } from './raster-fixtures.ts';

export const GDAL = spawnSync('gdalinfo', ['--version']).status === 0;

/** `describe` when GDAL is installed; a failing test in CI without it; skipped (with a note) elsewhere. */
export function describeGdal(nombre: string, fn: () => void) {
  if (GDAL) return describe(nombre, fn);
  if (process.env.CI === 'true')
    return describe(nombre, () =>
      it('needs GDAL (gdal-bin), which CI must install', () => {
        throw new Error('gdal-bin is not installed: .ci/run installs it');
      }),
    );
  console.warn(`[raster] GDAL (gdal-bin) is not installed: skipping "${nombre}"`);
  return describe.skip(nombre, fn);
}

export function gdal(cmd: string, args: string[]): string {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

export interface Variante {
  compresion: 'DEFLATE' | 'LZW' | 'NONE';
  teselado: boolean;
  /** A Cloud-Optimized GeoTIFF (GDAL's COG driver: tiled, with overviews). */
  cog?: boolean;
  tipo?: 'Byte' | 'UInt16' | 'Int16' | 'Float32';
  predictor?: 1 | 2 | 3;
  /** Scale values: v · escala (for integer types). */
  escala?: number;
  nodata?: string;
}

/** A copy of `base` re-encoded by gdal_translate. */
export function variante(base: string, salida: string, v: Variante): string {
  const args = ['-q', '-co', `COMPRESS=${v.compresion}`];
  if (v.cog) args.push('-of', 'COG', '-co', 'BLOCKSIZE=128');
  else args.push('-co', `TILED=${v.teselado ? 'YES' : 'NO'}`);
  if (v.teselado && !v.cog) args.push('-co', 'BLOCKXSIZE=128', '-co', 'BLOCKYSIZE=128');
  if (v.tipo) args.push('-ot', v.tipo);
  if (v.predictor) args.push('-co', `PREDICTOR=${v.predictor}`);
  if (v.escala) args.push('-scale', '0', '1', '0', String(v.escala));
  if (v.nodata) args.push('-a_nodata', v.nodata);
  gdal('gdal_translate', [...args, base, salida]);
  return salida;
}

export interface RecorteGdal {
  media: number;
  /** Valid values and their pixel centres' y coordinate, from the clipped raster. */
  valores: number[];
  ys: number[];
  pixel: { dx: number; dy: number };
}

/**
 * gdalwarp -cutline, then gdalinfo -stats and the values as XYZ. The output keeps the source's grid
 * (-te/-tr of the source): -crop_to_cutline does too for UTM, but for a degree raster gdalwarp would
 * resample to square pixels, and GDAL would then be measuring another raster.
 */
export function recorteGdal(tif: string, limite: Geometria, dir: string, nombre: string): RecorteGdal {
  const corte = path.join(dir, `${nombre}-corte.tif`);
  const lim = escribirLimite(dir, `${nombre}-limite.geojson`, limite);
  const fuente = JSON.parse(gdal('gdalinfo', ['-json', tif]));
  const [x0, sx, , y0, , sy] = fuente.geoTransform as number[];
  const [w, h] = fuente.size as number[];
  const te = [x0!, y0! + h! * sy!, x0! + w! * sx!, y0!].map(String);
  const tr = [sx!, -sy!].map(String);
  gdal('gdalwarp', [
    '-q',
    '-overwrite',
    '-cutline',
    lim,
    '-te',
    ...te,
    '-tr',
    ...tr,
    '-ot',
    'Float32',
    '-dstnodata',
    '-9999',
    tif,
    corte,
  ]);
  const info = JSON.parse(gdal('gdalinfo', ['-json', '-stats', corte]));
  const media = Number(info.bands[0].metadata[''].STATISTICS_MEAN);
  const [, dx, , , , dy] = info.geoTransform as number[];
  const xyz = path.join(dir, `${nombre}.xyz`);
  gdal('gdal_translate', ['-q', '-of', 'XYZ', corte, xyz]);
  const valores: number[] = [];
  const ys: number[] = [];
  for (const linea of readFileSync(xyz, 'utf8').split('\n')) {
    const [, y, z] = linea.trim().split(/\s+/).map(Number);
    if (z === undefined || Number.isNaN(z) || z === -9999) continue;
    valores.push(z);
    ys.push(y!);
  }
  return { media, valores, ys, pixel: { dx: dx!, dy: dy! } };
}
