// The processing of one raster file (or the comparison of two periods) on a pool thread: reads the
// file by ranges, writes tiles, rendering and value grid under `salida`, answers the figures.
// A refused file throws an HttpError (400/413/415) that reaches the caller as itself.
import type { TipoIndice } from '@agro/domain/indices';
import type { Geometria } from '@agro/domain/limites';
import { compararRasters, type ResultadoComparacion } from '../raster/diff.ts';
import { procesarRaster, type OpcionesRaster, type ResultadoRaster } from '../raster/process.ts';
import { destinoCarpeta } from '../raster/sink.ts';
import { fileSource, type RasterSource } from '../raster/source.ts';

export type TareaRaster =
  | { tarea: 'procesar'; archivo: string; opciones: OpcionesRaster; salida: string }
  | {
      tarea: 'comparar';
      archivoA: string;
      archivoB: string;
      indice: TipoIndice;
      limite: Geometria | null;
      salida: string;
    };

export type ResultadoTareaRaster =
  { tarea: 'procesar'; resultado: ResultadoRaster } | { tarea: 'comparar'; resultado: ResultadoComparacion };

export async function run(input: TareaRaster): Promise<ResultadoTareaRaster> {
  const destino = destinoCarpeta(input.salida);
  if (input.tarea === 'procesar') {
    const resultado = await procesarRaster(await fileSource(input.archivo), input.opciones, destino);
    return { tarea: 'procesar', resultado };
  }
  const fuentes: RasterSource[] = [];
  try {
    for (const archivo of [input.archivoA, input.archivoB]) fuentes.push(await fileSource(archivo));
    const op = { indice: input.indice, limite: input.limite };
    return { tarea: 'comparar', resultado: await compararRasters(fuentes[0]!, fuentes[1]!, op, destino) };
  } catch (err) {
    await Promise.allSettled(fuentes.map((f) => f.close()));
    throw err;
  }
}
