// Processed rasters for the read API's tests: a GeoTIFF made by the test is stored like an uploaded
// period's file (carga, archivo_servicio, raster rows) and processed by the real core
// (procesarRaster), its outputs put in the Storage and its figures stored as the processing stores
// them. The figures are the core's own, checked against GDAL elsewhere; nothing is invented.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Geometria } from '@agro/domain/limites';
import { archivoServicio, carga, raster, rasterCapa } from '../src/db/schema/index.ts';
import { conCarpetaTemporal, subirCarpeta } from '../src/modules/raster/almacen.ts';
import { filaCapa } from '../src/modules/raster/procesador-queries.ts';
import { procesarRaster, type ResultadoRaster } from '../src/raster/process.ts';
import { destinoCarpeta } from '../src/raster/sink.ts';
import { memorySource } from '../src/raster/source.ts';
import { escribirGeoTiff, type RasterNuevo } from '../src/raster/write.ts';
import type { TestApp } from './helpers.ts';

export interface Publicado {
  rasterId: number;
  resultado: ResultadoRaster;
  bytes: Uint8Array;
}

/** Stores and processes one NDVI raster of a period of `servicioId`'s territory; the raster is `listo`. */
export async function publicarRaster(
  t: TestApp,
  s: { servicioId: number; parcelaId: number },
  periodo: { inicio: string; termino: string },
  r: RasterNuevo,
  limite: Geometria | null,
): Promise<Publicado> {
  const { db } = t.ctx.database;
  const bytes = escribirGeoTiff(r);
  const nombre = randomUUID();
  const storageKey = `servicios/${nombre}.tif`;
  await t.ctx.storage.put(storageKey, Buffer.from(bytes));
  const [c] = await db
    .insert(carga)
    .values({ servicioId: s.servicioId, grupo: 'edeb', ...periodo, notificadoAt: new Date() })
    .returning();
  const [a] = await db
    .insert(archivoServicio)
    .values({
      cargaId: c!.cargaId,
      servicioId: s.servicioId,
      tipoSubida: 'edeb_raster_semanal',
      campo: 'raster0',
      nombre,
      extension: 'tif',
      nombreOriginal: 'ndvi.tif',
      mime: 'image/tiff',
      tamano: bytes.length,
      storageKey,
    })
    .returning();
  const prefijo = `raster/${nombre}/`;
  const resultado = await conCarpetaTemporal(async (carpeta) => {
    const salida = path.join(carpeta, 'salida');
    const res = await procesarRaster(
      memorySource(bytes),
      { tipo: 'indice', indice: 'NDVI', limite },
      destinoCarpeta(salida),
    );
    await subirCarpeta(t.ctx.storage, salida, prefijo);
    return res;
  });
  const [fila] = await db
    .insert(raster)
    .values({
      archivoId: a!.archivoId,
      servicioId: s.servicioId,
      parcelaId: s.parcelaId,
      ...periodo,
      tipo: 'indice',
      indice: 'NDVI',
      estado: 'listo',
      info: resultado.raster,
      prefijo,
      procesadoAt: new Date(),
    })
    .returning();
  await db.insert(rasterCapa).values(resultado.capas.map((k) => filaCapa(fila!, k)));
  return { rasterId: fila!.rasterId, resultado, bytes };
}

/** A raster row of the period still waiting for processing (what a screen shows as "En proceso"). */
export async function rasterPendiente(t: TestApp, rasterId: number) {
  await t.ctx.database.db.update(raster).set({ estado: 'pendiente' }).where(eq(raster.rasterId, rasterId));
}
