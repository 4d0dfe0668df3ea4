// The checks of a period's rasters before anything of it is published (decision 021): each file's
// description, then its header on a pool thread (georeference, coordinate system, band count for
// its kind, TIFF bomb, corrupt file, overlap with the territory's boundary). A refusal names the
// file and keeps its status (400/413/415); the caller removes the period's files.
import { MSG_RASTER } from '@agro/domain/indices';
import type { GrupoArchivos } from '@agro/domain/constants';
import { campoDescRaster, leerDescRaster, type DescRaster } from '@agro/domain/schemas/raster';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { parcelaLimite } from '../../db/schema/index.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { WorkerMemoryError, WorkerTimeoutError, workerPool } from '../../lib/worker-pool.ts';
import type { ArchivoRaster } from '../../workers/raster.ts';
import { conArchivoLocal, objetoRemoto } from './almacen.ts';

const REVISION_MS = 60_000;

export interface RasterPorRevisar {
  key: string;
  nombreOriginal: string;
  desc: DescRaster;
}

/** The description of every raster file among `archivos` (by slot), from the multipart text fields. */
export function descripcionesMultipart<T extends { campo: string; clase: string }>(
  grupo: GrupoArchivos,
  archivos: T[],
  fields: Record<string, string>,
): (T & { raster?: DescRaster })[] {
  return archivos.map((a) => {
    if (a.clase !== 'raster') return a;
    const r = leerDescRaster(grupo, a.campo, fields[campoDescRaster(a.campo)]);
    if ('problema' in r) throw badRequest(r.problema);
    return { ...a, raster: r.desc };
  });
}

/** The territory's current boundary, or null (a raster is then clipped to its own footprint). */
async function limiteDe(ctx: AppContext, parcelaId: number) {
  const [row] = await ctx.database.db
    .select({ g: parcelaLimite.geometria })
    .from(parcelaLimite)
    .where(eq(parcelaLimite.parcelaId, parcelaId));
  return row?.g ?? null;
}

/** Opens each raster's header on the pool; throws the first refusal, prefixed by the file's name. */
export async function revisarRasters(
  ctx: AppContext,
  parcelaId: number,
  rasters: RasterPorRevisar[],
): Promise<void> {
  if (rasters.length === 0) return;
  const limite = await limiteDe(ctx, parcelaId);
  for (const r of rasters) {
    const opciones = { ...opcionesDe(r.desc), limite };
    const revisar = (archivo: ArchivoRaster) =>
      workerPool().run('raster', { tarea: 'revisar', archivo, opciones }, { timeoutMs: REVISION_MS });
    try {
      // Only the header and block offsets are read: an S3 object is not downloaded for that.
      const remoto = await objetoRemoto(ctx.storage, r.key);
      await (remoto ? revisar(remoto) : conArchivoLocal(ctx.storage, r.key, revisar));
    } catch (err) {
      throw refusalDe(r.nombreOriginal, err);
    }
  }
}

/** The core's options of a description (decision 020's OpcionesRaster, without the boundary). */
export function opcionesDe(desc: DescRaster) {
  if (desc.tipo === 'indice') return { tipo: desc.tipo, indice: desc.indice };
  if (desc.tipo === 'multiespectral') return { tipo: desc.tipo, bandas: desc.bandas };
  return { tipo: desc.tipo };
}

/** A refusal of the core as an HttpError naming the file; other failures stay what they are. */
export function refusalDe(nombre: string, err: unknown): unknown {
  if (err instanceof HttpError && err.statusCode !== 503)
    return new HttpError(err.statusCode, MSG_RASTER.enArchivo(nombre, err.mensaje));
  // A header that needs more memory or time than any sane GeoTIFF is a damaged or hostile file.
  if (err instanceof WorkerMemoryError || err instanceof WorkerTimeoutError)
    return new HttpError(413, MSG_RASTER.enArchivo(nombre, MSG_RASTER.danado));
  return err;
}
