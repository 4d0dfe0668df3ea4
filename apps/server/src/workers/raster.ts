// The processing of one raster file (or the comparison of two periods) on a pool thread: reads the
// file by ranges, writes tiles, rendering and value grid under `salida`, answers the figures.
// A refused file throws an HttpError (400/413/415) that reaches the caller as itself.
// The raster modules are imported only after the stand-in Worker is set (raster/sin-web-worker.ts):
// a static import would put geotiff first, in the sources and in the compiled bundle alike.
import '../raster/sin-web-worker.ts';
import type { OpcionesComparacion, ResultadoComparacion } from '../raster/diff.ts';
import type { OpcionesRaster, ResultadoRaster } from '../raster/process.ts';
import type { RasterSource } from '../raster/source.ts';

/** A local file's path, or an object read by ranged GETs (raster/source.ts#urlSource). */
export type ArchivoRaster = string | { url: string; size: number };

export type TareaRaster =
  | { tarea: 'revisar'; archivo: ArchivoRaster; opciones: OpcionesRaster }
  | { tarea: 'procesar'; archivo: string; opciones: OpcionesRaster; salida: string }
  | {
      tarea: 'comparar';
      archivoA: string;
      archivoB: string;
      opciones: OpcionesComparacion;
      salida: string;
    };

export type ResultadoTareaRaster =
  | { tarea: 'revisar'; raster: ResultadoRaster['raster'] }
  | { tarea: 'procesar'; resultado: ResultadoRaster }
  | { tarea: 'comparar'; resultado: ResultadoComparacion };

export async function run(input: TareaRaster): Promise<ResultadoTareaRaster> {
  const [
    { procesarRaster, revisarRaster },
    { compararRasters },
    { destinoCarpeta },
    { fileSource, urlSource },
  ] = await Promise.all([
    import('../raster/process.ts'),
    import('../raster/diff.ts'),
    import('../raster/sink.ts'),
    import('../raster/source.ts'),
  ]);
  if (input.tarea === 'revisar') {
    const a = input.archivo;
    const fuente = typeof a === 'string' ? await fileSource(a) : urlSource(a.url, a.size);
    const raster = await revisarRaster(fuente, input.opciones);
    return { tarea: 'revisar', raster };
  }
  const destino = destinoCarpeta(input.salida);
  if (input.tarea === 'procesar') {
    const resultado = await procesarRaster(await fileSource(input.archivo), input.opciones, destino);
    return { tarea: 'procesar', resultado };
  }
  const fuentes: RasterSource[] = [];
  try {
    for (const archivo of [input.archivoA, input.archivoB]) fuentes.push(await fileSource(archivo));
    return {
      tarea: 'comparar',
      resultado: await compararRasters(fuentes[0]!, fuentes[1]!, input.opciones, destino),
    };
  } catch (err) {
    await Promise.allSettled(fuentes.map((f) => f.close()));
    throw err;
  }
}
