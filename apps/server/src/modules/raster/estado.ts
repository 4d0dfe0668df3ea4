// What staff see of the rasters' processing, and their retry (decision 021).
import { MSG_RASTER } from '@agro/domain/indices';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { archivoServicio, carga, raster } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { despertarProcesador } from './procesador.ts';

const columnas = {
  raster_id: raster.rasterId,
  archivo_id: raster.archivoId,
  grupo: carga.grupo,
  campo: archivoServicio.campo,
  nombre_original: archivoServicio.nombreOriginal,
  inicio: raster.inicio,
  termino: raster.termino,
  tipo: raster.tipo,
  indice: raster.indice,
  bandas: raster.bandas,
  estado: raster.estado,
  motivo: raster.motivo,
  intentos: raster.intentos,
  created_at: raster.createdAt,
  procesado_at: raster.procesadoAt,
};

const consulta = (db: DbOrTx) =>
  db
    .select(columnas)
    .from(raster)
    .innerJoin(archivoServicio, eq(archivoServicio.archivoId, raster.archivoId))
    .innerJoin(carga, eq(carga.cargaId, archivoServicio.cargaId));

/** Every raster of a service, newest period first (an unknown service has none). */
export async function estadoDeServicio(ctx: AppContext, servicioId: number) {
  return consulta(ctx.database.db)
    .where(eq(raster.servicioId, servicioId))
    .orderBy(desc(raster.inicio), carga.grupo, archivoServicio.campo);
}

/** Puts a raster in `error` back in the queue with fresh attempts; 404 unknown, 409 not in error. */
export async function reintentar(ctx: AppContext, rasterId: number) {
  const { db } = ctx.database;
  const [hecho] = await db
    .update(raster)
    .set({ estado: 'pendiente', motivo: null, intentos: 0, tomadoPor: null, tomadoHasta: null })
    .where(and(eq(raster.rasterId, rasterId), eq(raster.estado, 'error')))
    .returning({ id: raster.rasterId });
  const [fila] = await consulta(db).where(eq(raster.rasterId, rasterId));
  if (!fila) throw notFound(MSG_RASTER.rasterNoEncontrado);
  if (!hecho) throw conflict(MSG_RASTER.noEsError);
  despertarProcesador(ctx);
  return fila;
}
