import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { GrupoArchivos } from '@agro/domain/constants';
import { MSG_RASTER } from '@agro/domain/indices';
import { MSG } from '@agro/domain/messages';
import { isExactPeriod } from '@agro/domain/periods';
import { gruposDeSubida, slotDe, type ArchivoSubido } from '@agro/domain/schemas/subida';
import type { z } from 'zod';
import type { confirmarBodySchema, confirmarParamsSchema } from '@agro/domain/schemas/subida-reanudable';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../lib/actor.ts';
import { subidaPolicy } from '../../policies/subida.ts';
import { newFileName } from '../../lib/crypto.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { notifyNewReports } from '../../lib/notifications.ts';
import { moveStored } from '../../lib/storage.ts';
import type { TusStore } from '../../lib/tus-store.ts';
import { removeStored } from '../../lib/uploads.ts';
import { selectCarga } from '../servicio/archivos-queries.ts';
import { findServicioVivo } from '../../lib/lookups.ts';
import { conRaster, PREFIJO_SERVICIOS } from '../servicio/periodo-service.ts';
import { despertarProcesador } from '../raster/procesador.ts';
import { revisarRasters } from '../raster/revision.ts';
import { insertCargas, type CargaNueva } from './confirmar-queries.ts';
import { crcDe } from './crc.ts';
import { deleteSubidas, reclamarSubidas, selectSubidas, type SubidaRow } from './queries.ts';

type Params = z.output<typeof confirmarParamsSchema>;
type Body = z.output<typeof confirmarBodySchema>;
type Elegido = Body['archivos'][number] & { row: SubidaRow };

const TITULO: Record<GrupoArchivos, string> = { edeb: 'EDEB', sensores: 'Sensores', global: 'resúmenes' };

/**
 * The caller's own uploads the commit names (another staff member's is as good as missing,
 * decision 011). When one is missing because a commit of it just won, that is the period taken: 409.
 */
async function propias(
  ctx: AppContext,
  actor: Actor,
  p: Params,
  body: Body,
): Promise<Map<string, SubidaRow>> {
  const rows = (
    await selectSubidas(
      ctx.database.db,
      body.archivos.map((a) => a.subida),
    )
  ).filter((r) => subidaPolicy.can(actor, 'update', r));
  if (rows.length < body.archivos.length) {
    for (const g of new Set(body.archivos.map((a) => a.grupo)))
      if (await selectCarga(ctx.database.db, p.servicio_id, g, p.start))
        throw conflict(MSG.periodoConArchivos);
    throw badRequest(MSG.subidaNoEncontrada);
  }
  return new Map(rows.map((r) => [r.subidaId, r]));
}

/**
 * Checks a commit against the service type's groups and slots and the finished uploads it names:
 * 409 when a named group's period is taken, 400 for a group the type does not send, a free group
 * with no file ("missing"), a wrong slot, an upload that is not the caller's (or is gone), not this
 * slot's or not finished.
 */
async function revisar(
  ctx: AppContext,
  actor: Actor,
  p: Params,
  body: Body,
): Promise<{ elegidos: Elegido[]; parcelaId: number }> {
  if (!isExactPeriod(body.periodo, p.start, p.end)) throw badRequest(MSG.periodoInvalido);
  const { servicio } = await findServicioVivo(ctx.database.db, p.servicio_id);
  const grupos = gruposDeSubida(servicio.tipoServicio, body.periodo);
  const campos = new Set<string>();
  for (const a of body.archivos) {
    if (!grupos.includes(a.grupo)) throw badRequest(MSG.grupoNoCorresponde(TITULO[a.grupo]));
    if (!slotDe(a.grupo, a.campo) || campos.has(`${a.grupo}.${a.campo}`))
      throw badRequest(MSG.campoInvalido('campo'));
    campos.add(`${a.grupo}.${a.campo}`);
  }
  for (const g of grupos) {
    const taken = await selectCarga(ctx.database.db, p.servicio_id, g, p.start);
    const named = body.archivos.some((a) => a.grupo === g);
    if (taken && named) throw conflict(MSG.periodoConArchivos);
    if (!taken && !named) throw badRequest(MSG.faltanArchivosGrupo(TITULO[g]));
  }
  const rows = await propias(ctx, actor, p, body);
  const elegidos = body.archivos.map((a) => {
    const row = rows.get(a.subida)!;
    const mismo =
      row.servicioId === p.servicio_id &&
      row.grupo === a.grupo &&
      row.campo === a.campo &&
      row.inicio === p.start &&
      row.termino === p.end;
    if (!mismo) throw badRequest(MSG.subidaDeOtroEspacio(a.campo));
    if (!row.completadaAt || !row.extension || !row.mime) throw badRequest(MSG.subidaIncompleta(a.campo));
    if (slotDe(a.grupo, a.campo)?.clase === 'raster' && !row.raster)
      throw badRequest(MSG_RASTER.descFaltante(a.campo));
    return { ...a, row };
  });
  return { elegidos, parcelaId: servicio.parcelaId };
}

/** An upload moved to its final key under `servicios/`. */
interface Final {
  e: Elegido;
  nombre: string;
  key: string;
}

/**
 * Publishes a period from finished tus uploads (decision 011): checks the set, claims its uploads
 * (a commit of the same uploads running meanwhile gets 409, never a file moved from under it),
 * moves each file to its final key (a rename or a server-side copy), then writes every group's
 * upload and file rows in one transaction whose unique (servicio, grupo, inicio) decides races
 * between different uploads. The loser gets 409 and nothing of its uploads is kept; before the
 * commit no client could see any of it.
 */
export async function confirmar(
  ctx: AppContext,
  store: TusStore,
  actor: Actor,
  p: Params,
  body: Body,
  log: FastifyBaseLogger,
): Promise<ArchivoSubido[]> {
  const { elegidos, parcelaId } = await revisar(ctx, actor, p, body);
  const ids = elegidos.map((e) => e.subida);
  await reclamar(ctx, actor, p, body, ids);
  const olvidar = (finales: readonly Final[]) => olvidarSubidas(ctx, store, ids, finales);
  const finales = await moverAServicios(ctx, store, elegidos, olvidar);
  const cargas = cargasDe(p, actor, ctx.now(), elegidos, finales);
  const cargaIds = await escribirCargas(ctx, parcelaId, cargas, ids, () => olvidar(finales));
  await trasPublicar(ctx, store, ids, cargas, cargaIds, log);
  return cargas.flatMap((c) =>
    c.archivos.map((a) => ({
      nombre: a.nombre,
      extension: a.ext,
      tipo_subida: a.tipo_subida,
      campo: a.campo,
      nombre_original: a.nombreOriginal,
      mime: a.mime,
      tamano: a.size,
    })),
  );
}

async function reclamar(ctx: AppContext, actor: Actor, p: Params, body: Body, ids: string[]): Promise<void> {
  if (!(await reclamarSubidas(ctx.database.db, ids, `confirmar:${randomUUID()}`))) {
    // Held by another commit; one that already published them is answered as the period taken (propias).
    await propias(ctx, actor, p, body);
    throw conflict(MSG.subidaEnConfirmacion);
  }
}

/** A failed commit keeps nothing of its uploads, not even the files it had already moved. */
async function olvidarSubidas(
  ctx: AppContext,
  store: TusStore,
  ids: string[],
  finales: readonly Final[],
): Promise<void> {
  await removeStored(ctx.storage, [
    ...finales.map((f) => f.key),
    ...ids.flatMap((id) => [store.keyOf(id), ...store.sideKeys(id)]),
  ]);
  await deleteSubidas(ctx.database.db, ids);
}

async function moverAServicios(
  ctx: AppContext,
  store: TusStore,
  elegidos: Elegido[],
  olvidar: (finales: readonly Final[]) => Promise<void>,
): Promise<Final[]> {
  const finales: Final[] = [];
  try {
    for (const e of elegidos) {
      const nombre = newFileName();
      const key = `${PREFIJO_SERVICIOS}/${nombre}.${e.row.extension}`;
      await moveStored(ctx.storage, store.keyOf(e.subida), key);
      finales.push({ e, nombre, key });
    }
  } catch (err) {
    // A move that failed half-way: the uploads cannot be trusted any more; start again.
    await olvidar(finales);
    throw err;
  }
  return finales;
}

function cargasDe(p: Params, actor: Actor, now: Date, elegidos: Elegido[], finales: Final[]): CargaNueva[] {
  return [...new Set(elegidos.map((e) => e.grupo))].map((grupo) => ({
    carga: {
      servicioId: p.servicio_id,
      grupo,
      inicio: p.start,
      termino: p.end,
      subidoPor: actor.usuarioId,
      createdAt: now,
    },
    archivos: finales
      .filter((f) => f.e.grupo === grupo)
      .map((f) => ({
        campo: f.e.campo,
        tipo_subida: slotDe(grupo, f.e.campo)!.tipo,
        nombre: f.nombre,
        ext: f.e.row.extension!,
        mime: f.e.row.mime!,
        clase: slotDe(grupo, f.e.campo)!.clase,
        nombreOriginal: f.e.row.nombreOriginal,
        size: f.e.row.tamano,
        crc: crcDe(f.e.row),
        key: f.key,
        raster: f.e.row.raster ?? undefined,
      })),
  }));
}

/**
 * Checks the rasters, then writes every group's rows in insertCargas's one transaction; on any
 * failure, or a period taken meanwhile (409), nothing is written and the uploads are forgotten.
 */
async function escribirCargas(
  ctx: AppContext,
  parcelaId: number,
  cargas: CargaNueva[],
  ids: string[],
  olvidar: () => Promise<void>,
): Promise<number[]> {
  let cargaIds: number[] | undefined;
  try {
    await revisarRasters(ctx, parcelaId, conRaster(cargas.flatMap((c) => c.archivos)));
    cargaIds = await insertCargas(ctx.database.db, cargas, ids);
  } catch (err) {
    await olvidar();
    throw err;
  }
  if (!cargaIds) {
    await olvidar();
    throw conflict(MSG.periodoConArchivos);
  }
  return cargaIds;
}

async function trasPublicar(
  ctx: AppContext,
  store: TusStore,
  ids: string[],
  cargas: CargaNueva[],
  cargaIds: number[],
  log: FastifyBaseLogger,
): Promise<void> {
  await removeStored(
    ctx.storage,
    ids.flatMap((id) => store.sideKeys(id)),
  );
  if (cargas.some((c) => c.archivos.some((a) => a.raster))) despertarProcesador(ctx);
  for (const id of cargaIds)
    await notifyNewReports(ctx, id).catch((err: unknown) => log.error({ err }, 'new reports notice failed'));
}
