import type { FastifyBaseLogger } from 'fastify';
import { SLOTS_SUBIDA, servicioPermite, type GrupoArchivos } from '@agro/domain/constants';
import { campoDescRaster } from '@agro/domain/schemas/raster';
import { MSG } from '@agro/domain/messages';
import { isExactPeriod } from '@agro/domain/periods';
import { periodoDeGrupo, slotDe, type ArchivoSubido, type PeriodoParams } from '@agro/domain/schemas/subida';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../lib/actor.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Receive, UploadPlan } from '../../lib/multipart.ts';
import { notifyNewReports } from '../../lib/notifications.ts';
import { removeStored } from '../../lib/uploads.ts';
import { deleteCarga, insertCarga, selectCarga, type ArchivoGuardado } from './archivos-queries.ts';
import { borrarPrefijo } from '../raster/almacen.ts';
import { despertarProcesador } from '../raster/procesador.ts';
import { descripcionesMultipart, revisarRasters } from '../raster/revision.ts';
import { loadServicioFor } from './policy.ts';

/** Where report files are stored; `descargar/servicios/{nombre}.{extension}` serves them. */
export const PREFIJO_SERVICIOS = 'servicios';

/** 400 unless start/end are exactly the group's period (a Monday–Sunday week, or a whole month). */
function assertPeriodoExacto(p: Pick<PeriodoParams, 'grupo' | 'start' | 'end'>): void {
  if (!isExactPeriod(periodoDeGrupo(p.grupo), p.start, p.end)) throw badRequest(MSG.periodoInvalido);
}

/** The live service of an upload path, checked against the period and the service type. */
export async function servicioDelPeriodo(ctx: AppContext, actor: Actor, p: PeriodoParams) {
  assertPeriodoExacto(p);
  const found = await loadServicioFor(ctx.database.db, actor, p.servicio_id, MSG.sinDatosId);
  if (!servicioPermite(found.servicio.tipoServicio, p.grupo))
    throw badRequest(p.grupo === 'sensores' ? MSG.sinSensoresIngresado : MSG.sinEdebIngresado);
  return found;
}

/** Whether the group's period already has files (true) or is free (false). */
export async function validar(ctx: AppContext, actor: Actor, p: PeriodoParams) {
  await servicioDelPeriodo(ctx, actor, p);
  return Boolean(await selectCarga(ctx.database.db, p.servicio_id, p.grupo, p.start));
}

/** A group's slots: each field takes one file of its class (type by content, size by class). */
const planDe = (grupo: GrupoArchivos): UploadPlan => ({
  file: (campo) => {
    const slot = slotDe(grupo, campo);
    return slot && { prefix: PREFIJO_SERVICIOS, allowed: [slot.clase] };
  },
  // Each raster slot's description travels beside its file (decision 021).
  fields: SLOTS_SUBIDA[grupo].filter((s) => s.clase === 'raster').map((s) => campoDescRaster(s.campo)),
});

/** The raster files among stored ones, with what each holds, for the checks before publishing. */
export const conRaster = (archivos: ArchivoGuardado[]) =>
  archivos.flatMap((a) =>
    a.raster ? [{ key: a.key, nombreOriginal: a.nombreOriginal, desc: a.raster }] : [],
  );

/** Records the upload and its files; on any failure (409 for a race) the stored files are removed. */
async function registrar(ctx: AppContext, actor: Actor, p: PeriodoParams, guardados: ArchivoGuardado[]) {
  const descartar = () =>
    removeStored(
      ctx.storage,
      guardados.map((g) => g.key),
    );
  let cargaId: number | undefined;
  try {
    cargaId = await insertCarga(
      ctx.database.db,
      {
        servicioId: p.servicio_id,
        grupo: p.grupo,
        inicio: p.start,
        termino: p.end,
        subidoPor: actor.usuarioId,
        createdAt: ctx.now(),
      },
      guardados,
    );
  } catch (err) {
    await descartar();
    throw err;
  }
  if (cargaId === undefined) {
    await descartar();
    throw conflict(MSG.periodoConArchivos);
  }
  return cargaId;
}

/**
 * One upload of a group's files for one period, all or nothing. The files stream to storage
 * first, then the upload and its files are recorded in one short transaction whose unique
 * (servicio, grupo, inicio) decides races: the loser gets 409 and its files are removed. Holding a
 * transaction open while a large video streams would stall the embedded database (one
 * connection) and pin a pool connection on PostgreSQL, so a quick check answers 409 up front.
 * The client and the territory's employees are told after the commit.
 */
export async function subir(
  ctx: AppContext,
  actor: Actor,
  p: PeriodoParams,
  receive: Receive,
  log: FastifyBaseLogger,
): Promise<ArchivoSubido[]> {
  const { parcela } = await servicioDelPeriodo(ctx, actor, p);
  if (await selectCarga(ctx.database.db, p.servicio_id, p.grupo, p.start))
    throw conflict(MSG.periodoConArchivos);
  const { files, fields } = await receive(planDe(p.grupo));
  if (files.size === 0) throw badRequest(MSG.seleccioneArchivo);
  let guardados: ArchivoGuardado[] = [...files].map(([campo, f]) => ({
    ...f,
    campo,
    tipo_subida: slotDe(p.grupo, campo)!.tipo,
  }));
  try {
    guardados = descripcionesMultipart(p.grupo, guardados, fields);
    await revisarRasters(ctx, parcela.parcelaId, conRaster(guardados));
  } catch (err) {
    await removeStored(
      ctx.storage,
      guardados.map((g) => g.key),
    );
    throw err;
  }
  const cargaId = await registrar(ctx, actor, p, guardados);
  if (guardados.some((g) => g.raster)) despertarProcesador(ctx);
  // The files are published; if the notice fails, the scheduled task sends it later.
  await notifyNewReports(ctx, cargaId).catch((err: unknown) =>
    log.error({ err }, 'new reports notice failed'),
  );
  return guardados.map((g) => ({
    nombre: g.nombre,
    extension: g.ext,
    tipo_subida: g.tipo_subida,
    campo: g.campo,
    nombre_original: g.nombreOriginal,
    mime: g.mime,
    tamano: g.size,
  }));
}

/**
 * Ver Información: staff delete a wrongly uploaded period (its upload, rows and files) so it can
 * be uploaded again. Returns how many files went.
 */
export async function eliminar(ctx: AppContext, p: PeriodoParams) {
  assertPeriodoExacto(p);
  const borrado = await deleteCarga(ctx.database.db, {
    servicioId: p.servicio_id,
    grupo: p.grupo,
    inicio: p.start,
    termino: p.end,
  });
  if (!borrado) throw notFound(MSG.sinArchivosPeriodo);
  // Only after the commit: a rolled-back deletion must still find its files. Outputs a failure
  // leaves behind are orphans that limpieza_archivos removes.
  await removeStored(ctx.storage, borrado.keys);
  for (const prefijo of borrado.prefijos) await borrarPrefijo(ctx.storage, prefijo).catch(() => undefined);
  return borrado.keys.length;
}
