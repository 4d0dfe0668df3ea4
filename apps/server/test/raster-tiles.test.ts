// Map outputs land where the georeference says: a marked block of the raster is found in the XYZ
// tile and tile pixel computed independently (proj4 to lon/lat, then the slippy-map formulas), for
// an index raster in UTM and a true-colour raster in degrees; the value grid reads back by lon/lat;
// the zoom range follows the resolution.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import proj4 from 'proj4';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { INDICES } from '@agro/domain/indices';
import { procesarRaster, type CapaResultado } from '../src/raster/process.ts';
import { destinoCarpeta } from '../src/raster/sink.ts';
import { memorySource } from '../src/raster/source.ts';
import { escribirGeoTiff } from '../src/raster/write.ts';
import { carpetaTemporal, grilla, limiteDentro, teselaDe } from './raster-fixtures.ts';

const dir = carpetaTemporal('raster-teselas');
const ANCHO = 200;
const ALTO = 160;
const MARCA = { c: 123, f: 77 }; // a 3×3 block centred here

async function pixel(archivo: string, i: number, j: number): Promise<number[]> {
  const { data, info } = await sharp(readFileSync(archivo))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const o = (j * info.width + i) * 4;
  return [data[o]!, data[o + 1]!, data[o + 2]!, data[o + 3]!];
}

const hex = (c: string) => [1, 3, 5].map((k) => parseInt(c.slice(k, k + 2), 16));

function marcado(epsg: number, metros: number, bandas: number, fondo: number[], marca: number[]) {
  const t = grilla(epsg, ANCHO, ALTO, metros);
  const datos = Array.from({ length: bandas }, (_, b) => {
    const v = new Float32Array(ANCHO * ALTO).fill(fondo[b]!);
    for (let f = MARCA.f - 1; f <= MARCA.f + 1; f++)
      for (let c = MARCA.c - 1; c <= MARCA.c + 1; c++) v[f * ANCHO + c] = marca[b]!;
    return v;
  });
  const tipo = bandas === 3 ? ('uint8' as const) : ('float32' as const);
  const bytes = escribirGeoTiff({ ancho: ANCHO, alto: ALTO, tipo, bandas: datos, epsg, transform: t });
  const [lon, lat] = proj4(`EPSG:${epsg}`, 'EPSG:4326').forward([
    t.x0 + (MARCA.c + 0.5) * t.dx,
    t.y0 + (MARCA.f + 0.5) * t.dy,
  ]);
  return { bytes, t, lon: lon!, lat: lat! };
}

async function buscar(capa: CapaResultado, carpeta: string, lon: number, lat: number, z = capa.teselas.zmax) {
  const k = teselaDe(lon, lat, z);
  const archivo = path.join(carpeta, capa.capa, 'teselas', String(z), String(k.x), `${k.y}.png`);
  return { k, archivo, color: await pixel(archivo, k.i, k.j) };
}

describe('raster tiles and georeference', { timeout: 120_000 }, () => {
  it('an index raster in UTM 19S: the marked pixel is in its tile, in its colour; its neighbours are not', async () => {
    const m = marcado(32719, 2, 1, [0.3], [0.95]);
    const carpeta = path.join(dir, 'utm');
    const r = await procesarRaster(
      memorySource(m.bytes),
      { tipo: 'indice', indice: 'NDVI', limite: null },
      destinoCarpeta(carpeta),
    );
    const capa = r.capas[0]!;
    expect(capa.teselas.zmax).toBe(17);
    const { k, archivo, color } = await buscar(capa, carpeta, m.lon, m.lat);
    const ultimo = INDICES.NDVI.rampa.at(-1)!;
    expect(color).toEqual([...hex(ultimo[1]), 255]);
    // Six tile pixels (~6 m) away is outside the 6 m block: the background, in its colour.
    const lejos = await pixel(archivo, (k.i + 6) % 256, k.j);
    expect(lejos).not.toEqual(color);
    expect(lejos[3]).toBe(255);
    // The parent tile holds the mark too (the pyramid), averaged with its neighbours at most.
    const padre = await buscar(capa, carpeta, m.lon, m.lat, capa.teselas.zmax - 1);
    expect(padre.color[3]).toBe(255);
  });

  it('a true-colour raster in degrees: the red block is red in its tile; outside the boundary is transparent', async () => {
    const m = marcado(4326, 0.5, 3, [120, 120, 120], [255, 0, 0]);
    const carpeta = path.join(dir, 'color');
    const limite = limiteDentro(4326, m.t, ANCHO, ALTO);
    const r = await procesarRaster(memorySource(m.bytes), { tipo: 'color', limite }, destinoCarpeta(carpeta));
    const capa = r.capas[0]!;
    expect(capa.capa).toBe('color');
    expect(capa.estadisticas).toBeNull();
    const { color } = await buscar(capa, carpeta, m.lon, m.lat);
    expect(color).toEqual([255, 0, 0, 255]);
    // The north-west corner of the raster is outside the boundary: no tile there, or a clear pixel.
    const [lon, lat] = [m.t.x0 + 2 * m.t.dx, m.t.y0 + 2 * m.t.dy];
    const k = teselaDe(lon, lat, capa.teselas.zmax);
    const esquina = path.join(
      carpeta,
      'color',
      'teselas',
      String(capa.teselas.zmax),
      String(k.x),
      `${k.y}.png`,
    );
    const alfa = await pixel(esquina, k.i, k.j).then(
      (c) => c[3],
      () => 0,
    );
    expect(alfa).toBe(0);
  });

  it('the value grid reads back by lon/lat, and the rendering is georeferenced the same way', async () => {
    const m = marcado(32719, 2, 1, [0.42], [0.95]);
    const carpeta = path.join(dir, 'grilla');
    const r = await procesarRaster(
      memorySource(m.bytes),
      { tipo: 'indice', indice: 'NDVI', limite: null },
      destinoCarpeta(carpeta),
    );
    const g = r.capas[0]!.grilla!;
    expect(Math.max(g.ancho, g.alto)).toBeLessThanOrEqual(256);
    const valores = new Float32Array(readFileSync(path.join(carpeta, g.ruta)).buffer.slice(0));
    expect(valores.length).toBe(g.ancho * g.alto);
    // A point a quarter into the raster, far from the mark, through Web Mercator as a browser would.
    const [lon, lat] = proj4(`EPSG:32719`, 'EPSG:4326').forward([m.t.x0 + 50 * m.t.dx, m.t.y0 + 40 * m.t.dy]);
    const [mx, my] = proj4('EPSG:4326', 'EPSG:3857').forward([lon!, lat!]);
    const [minx, miny, maxx, maxy] = g.mercator;
    const col = Math.floor(((mx! - minx) / (maxx - minx)) * g.ancho);
    const fila = Math.floor(((maxy - my!) / (maxy - miny)) * g.alto);
    expect(valores[fila * g.ancho + col]).toBeCloseTo(0.42, 5);
    const [[sur, oeste], [norte, este]] = g.latLng;
    expect(lat! > sur && lat! < norte && lon! > oeste && lon! < este).toBe(true);
    const imagen = await sharp(path.join(carpeta, r.capas[0]!.imagen.ruta)).metadata();
    expect([imagen.width, imagen.height]).toEqual([r.capas[0]!.imagen.ancho, r.capas[0]!.imagen.alto]);
  });

  it.each([
    [10, 17],
    [1, 17],
    [0.3, 19],
    [0.05, 21],
  ])('a %f m raster gets tiles up to zoom %i', async (metros, zmax) => {
    const m = marcado(32719, metros, 1, [0.5], [0.5]);
    const carpeta = path.join(dir, `z-${metros}`);
    const r = await procesarRaster(
      memorySource(m.bytes),
      { tipo: 'indice', indice: 'NDVI', limite: null },
      destinoCarpeta(carpeta),
    );
    expect(r.capas[0]!.teselas.zmax).toBe(zmax);
    expect(r.capas[0]!.teselas.zmin).toBeLessThanOrEqual(zmax);
  });
});
