import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { servicioPermite, type GrupoArchivos } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { isExactPeriod } from '@agro/domain/periods';
import { periodoDeGrupo, slotDe, type ArchivoSubido, type PeriodoParams } from '@agro/domain/schemas/subida';
import type { DbOrTx } from '../../db/client.ts';
import { archivoServicio, carga } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { findServicio } from '../../lib/lookups.ts';
import type { Storage } from '../../lib/storage.ts';
import { removeStored, storeUpload, type StoredFile } from '../../lib/uploads.ts';

/** Where report files are stored; `descargar/servicios/{nombre}.{extension}` serves them. */
export const PREFIJO_SERVICIOS = 'servicios';

/** 400 unless start/end are exactly the group's period (a Monday–Sunday week, or a whole month). */
export function assertPeriodoExacto(p: Pick<PeriodoParams, 'grupo' | 'start' | 'end'>): void {
  if (!isExactPeriod(periodoDeGrupo(p.grupo), p.start, p.end)) throw badRequest(MSG.periodoInvalido);
}

/** The live service of an upload path, checked against the period and the service type. */
export async function servicioParaSubir(db: DbOrTx, p: PeriodoParams) {
  assertPeriodoExacto(p);
  const found = await findServicio(db, p.servicio_id);
  if (!found) throw notFound(MSG.sinDatosId);
  if (!servicioPermite(found.servicio.tipoServicio, p.grupo)) {
    throw badRequest(p.grupo === 'sensores' ? MSG.sinSensoresIngresado : MSG.sinEdebIngresado);
  }
  return found;
}

/** Whether the period of a group already has an upload (the 409 rule). */
export async function cargaDelPeriodo(db: DbOrTx, servicioId: number, grupo: GrupoArchivos, inicio: string) {
  const [row] = await db
    .select()
    .from(carga)
    .where(and(eq(carga.servicioId, servicioId), eq(carga.grupo, grupo), eq(carga.inicio, inicio)));
  return row;
}

type Guardado = StoredFile & { campo: string; tipo: ArchivoSubido['tipo_subida'] };

/** Streams every file part into storage, each checked against its slot; cleans up what it stored on failure. */
async function guardarPartes(
  request: FastifyRequest,
  storage: Storage,
  grupo: GrupoArchivos,
): Promise<Guardado[]> {
  if (!request.isMultipart()) throw badRequest(MSG.seleccioneArchivo);
  const guardados: Guardado[] = [];
  try {
    const vistos = new Set<string>();
    for await (const part of request.parts()) {
      const slot = slotDe(grupo, part.fieldname);
      if (part.type === 'file' && !part.filename && slot) {
        // An unselected file input of a form: nothing to store.
        part.file.resume();
        continue;
      }
      if (!slot || vistos.has(part.fieldname) || part.type !== 'file') {
        if (part.type === 'file') part.file.resume();
        throw badRequest(MSG.campoInvalido(part.fieldname.slice(0, 40)));
      }
      vistos.add(part.fieldname);
      const f = await storeUpload(storage, part, { prefix: PREFIJO_SERVICIOS, allowed: [slot.clase] });
      guardados.push({ ...f, campo: slot.campo, tipo: slot.tipo });
    }
    if (guardados.length === 0) throw badRequest(MSG.seleccioneArchivo);
    return guardados;
  } catch (err) {
    await removeStored(
      storage,
      guardados.map((g) => g.key),
    );
    throw err;
  }
}

/**
 * One upload of a group's files for one period, all or nothing (DECISIONS §7).
 * The files stream to storage first and the carga row and its files land in one short transaction;
 * the unique (servicio, grupo, inicio) decides races (the loser gets 409 and its files are removed).
 * Holding a transaction open while a large video streams would stall the embedded database
 * (one connection) and pin a pool connection on PostgreSQL, so a quick check answers 409 up front instead.
 */
export async function subirArchivos(
  request: FastifyRequest,
  p: PeriodoParams,
  usuarioId: number,
): Promise<{ cargaId: number; archivos: ArchivoSubido[] }> {
  const { database, storage } = request.server.ctx;
  const { db } = database;
  await servicioParaSubir(db, p);
  if (await cargaDelPeriodo(db, p.servicio_id, p.grupo, p.start)) throw conflict(MSG.periodoConArchivos);
  const guardados = await guardarPartes(request, storage, p.grupo);
  try {
    const cargaId = await db.transaction(async (tx) => {
      const [c] = await tx
        .insert(carga)
        .values({
          servicioId: p.servicio_id,
          grupo: p.grupo,
          inicio: p.start,
          termino: p.end,
          subidoPor: usuarioId,
          createdAt: request.server.ctx.now(),
        })
        .onConflictDoNothing()
        .returning({ cargaId: carga.cargaId });
      if (!c) throw conflict(MSG.periodoConArchivos);
      await tx.insert(archivoServicio).values(
        guardados.map((g) => ({
          cargaId: c.cargaId,
          servicioId: p.servicio_id,
          tipoSubida: g.tipo,
          campo: g.campo,
          nombre: g.nombre,
          extension: g.ext,
          nombreOriginal: g.nombreOriginal,
          mime: g.mime,
          tamano: g.size,
          storageKey: g.key,
          createdAt: request.server.ctx.now(),
        })),
      );
      return c.cargaId;
    });
    return {
      cargaId,
      archivos: guardados.map((g) => ({
        nombre: g.nombre,
        extension: g.ext,
        tipo_subida: g.tipo,
        campo: g.campo,
        nombre_original: g.nombreOriginal,
        mime: g.mime,
        tamano: g.size,
      })),
    };
  } catch (err) {
    await removeStored(
      storage,
      guardados.map((g) => g.key),
    );
    throw err;
  }
}
