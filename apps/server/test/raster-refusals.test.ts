// Files the raster pipeline must refuse, each with its status and Spanish message, and a TIFF bomb
// refused from its header alone: nothing past the first kilobytes is read, nothing large allocated.
import { describe, expect, it } from 'vitest';
import { MSG_RASTER, type TipoRaster } from '@agro/domain/indices';
import type { Geometria } from '@agro/domain/limites';
import { HttpError } from '../src/lib/errors.ts';
import { procesarRaster, type OpcionesRaster } from '../src/raster/process.ts';
import { destinoCarpeta } from '../src/raster/sink.ts';
import { memorySource, type RasterSource } from '../src/raster/source.ts';
import { escribirGeoTiff } from '../src/raster/write.ts';
import {
  campo,
  carpetaTemporal,
  etiquetasBasicas,
  etiquetasGeo,
  grilla,
  limiteDentro,
  tiffCrudo,
} from './raster-fixtures.ts';

const dir = carpetaTemporal('raster-rechazos');

/** A source that counts what is read from it. */
function contando(bytes: Uint8Array) {
  const src = memorySource(bytes);
  const leido = { bytes: 0 };
  const fuente: RasterSource = {
    size: src.size,
    readRange: (o, n) => {
      leido.bytes += n;
      return src.readRange(o, n);
    },
    close: () => src.close(),
  };
  return { fuente, leido };
}

async function rechazo(bytes: Uint8Array, op: Partial<OpcionesRaster> = {}): Promise<HttpError> {
  const opciones: OpcionesRaster = { tipo: 'indice', indice: 'NDVI', limite: null, ...op };
  const err = await procesarRaster(memorySource(bytes), opciones, destinoCarpeta(dir)).catch(
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

const T = grilla(32719, 64, 48, 2);
const raster = (bandas: number, tipo: 'float32' | 'uint8' = 'float32', epsg = 32719, valor?: number) =>
  escribirGeoTiff({
    ancho: 64,
    alto: 48,
    tipo,
    bandas: Array.from({ length: bandas }, (_, i) =>
      valor === undefined
        ? campo(64, 48, i + 1).map((v) => (tipo === 'uint8' ? v * 200 : v))
        : new Float32Array(64 * 48).fill(valor),
    ),
    epsg,
    transform: epsg === 32719 ? T : grilla(epsg, 64, 48, 2),
    nodata: -9999,
  });

describe('raster refusals', () => {
  it('a file that is not a TIFF: 415', async () => {
    const e = await rechazo(new TextEncoder().encode('%PDF-1.7 esto no es un GeoTIFF'));
    expect([e.statusCode, e.mensaje]).toEqual([415, MSG_RASTER.noEsGeoTiff]);
  });

  it('a TIFF cut short (a truncated upload): 415 before its data is read', async () => {
    const completo = raster(1);
    const e = await rechazo(completo.subarray(0, Math.floor(completo.length / 2)));
    expect([e.statusCode, e.mensaje]).toEqual([415, MSG_RASTER.danado]);
  });

  it('a deflate block that does not inflate: 415', async () => {
    const basura = new Uint8Array(600).map((_, i) => (i * 37) % 251);
    const e = await rechazo(
      tiffCrudo([...etiquetasBasicas(40, 30, basura.length, 8), ...etiquetasGeo()], basura),
    );
    expect([e.statusCode, e.mensaje]).toEqual([415, MSG_RASTER.danado]);
  });

  it('a TIFF without georeferencing: 400', async () => {
    const datos = new Uint8Array(40 * 30).fill(100);
    const e = await rechazo(tiffCrudo(etiquetasBasicas(40, 30, datos.length), datos));
    expect([e.statusCode, e.mensaje]).toEqual([400, MSG_RASTER.sinGeorreferencia]);
  });

  it.each([24879, 4674, 32633])('EPSG:%i is refused by its code: 400', async (epsg) => {
    const datos = new Uint8Array(40 * 30).fill(100);
    const geo = etiquetasGeo(epsg);
    if (epsg === 4674) geo[2] = [34735, 3, [1, 1, 0, 2, 1024, 0, 1, 2, 2048, 0, 1, 4674]];
    const e = await rechazo(tiffCrudo([...etiquetasBasicas(40, 30, datos.length), ...geo], datos));
    expect([e.statusCode, e.mensaje]).toEqual([400, `Sistema de coordenadas no soportado: EPSG:${epsg}`]);
  });

  it('a TIFF bomb (100 000 × 100 000 declared) is refused from its header: 413, nothing read or allocated', async () => {
    const bomba = tiffCrudo([...etiquetasBasicas(100_000, 100_000, 0), ...etiquetasGeo()]);
    const { fuente, leido } = contando(bomba);
    const antes = process.memoryUsage().arrayBuffers;
    const opciones: OpcionesRaster = { tipo: 'indice', indice: 'NDVI', limite: null };
    const e = (await procesarRaster(fuente, opciones, destinoCarpeta(dir)).catch(
      (x: unknown) => x,
    )) as HttpError;
    expect(e).toBeInstanceOf(HttpError);
    expect([e.statusCode, e.mensaje]).toEqual([413, MSG_RASTER.muyGrande(100_000, 100_000)]);
    expect(e.mensaje).toBe('El ráster declara 100.000 × 100.000 píxeles; el máximo es 1.000.000.000 píxeles');
    expect(leido.bytes).toBeLessThan(8 * 1024);
    expect(process.memoryUsage().arrayBuffers - antes).toBeLessThan(16 * 1024 * 1024);
  });

  it.each<[TipoRaster, number, string]>([
    ['indice', 3, MSG_RASTER.bandasIndice(3)],
    ['color', 1, MSG_RASTER.bandasColor(1)],
  ])('a %s raster with %i bands: 400', async (tipo, bandas, mensaje) => {
    const e = await rechazo(raster(bandas, 'uint8'), { tipo });
    expect([e.statusCode, e.mensaje]).toEqual([400, mensaje]);
  });

  it('multispectral bands mapped past the file, or without NIR: 400 naming the band', async () => {
    const cinco = raster(5);
    let e = await rechazo(cinco, { tipo: 'multiespectral', bandas: { rojo: 3, nir: 6 } });
    expect([e.statusCode, e.mensaje]).toEqual([
      400,
      MSG_RASTER.bandaFueraDeRango('Infrarrojo cercano (NIR)', 6, 5),
    ]);
    e = await rechazo(cinco, { tipo: 'multiespectral', bandas: { rojo: 3 } });
    expect([e.statusCode, e.mensaje]).toEqual([400, MSG_RASTER.bandaFaltante('Infrarrojo cercano (NIR)', 5)]);
  });

  it('a boundary the raster does not reach: 400', async () => {
    const lejos: Geometria = limiteDentro(32719, grilla(32719, 64, 48, 2), 64, 48);
    const corrido =
      lejos.type === 'Polygon' ? lejos.coordinates.map((a) => a.map(([x, y]) => [x! - 0.5, y!])) : [];
    const e = await rechazo(raster(1), { limite: { type: 'Polygon', coordinates: corrido } });
    expect([e.statusCode, e.mensaje]).toEqual([400, MSG_RASTER.sinSuperposicion]);
  });

  it('a boundary over nodata only: 400', async () => {
    const e = await rechazo(raster(1, 'float32', 32719, -9999), { limite: limiteDentro(32719, T, 64, 48) });
    expect([e.statusCode, e.mensaje]).toEqual([400, MSG_RASTER.sinPixelesValidos]);
  });
});
