import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { GrupoArchivos } from '@agro/domain/constants';
import type { DescRaster } from '@agro/domain/schemas/raster';
import type { ArchivoSubido } from '@agro/domain/schemas/subida';
import type { Db, DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { archivoServicio, carga, parcela, raster, servicio } from '../../db/schema/index.ts';
import type { StoredFile } from '../../lib/uploads.ts';
import { prefijoRaster } from '../raster/almacen.ts';

const archivoColumns = {
  archivo_id: archivoServicio.archivoId,
  nombre: archivoServicio.nombre,
  extension: archivoServicio.extension,
  tipo_subida: archivoServicio.tipoSubida,
  nombre_original: archivoServicio.nombreOriginal,
  mime: archivoServicio.mime,
  tamano: archivoServicio.tamano,
  storage_key: archivoServicio.storageKey,
  created_at: archivoServicio.createdAt,
  grupo: carga.grupo,
  inicio: carga.inicio,
  termino: carga.termino,
};

/**
 * A service's files of some upload groups, newest period first, optionally of one period, with the
 * CRC-32 kept at upload (the ZIP's; not part of the listing).
 */
export async function selectArchivos(
  db: Db,
  servicioId: number,
  grupos: GrupoArchivos[],
  periodo?: { inicio: string; termino: string },
) {
  const rows = await db
    .select({ ...archivoColumns, crc: archivoServicio.crc })
    .from(archivoServicio)
    .innerJoin(carga, eq(carga.cargaId, archivoServicio.cargaId))
    .where(
      and(
        eq(archivoServicio.servicioId, servicioId),
        inArray(carga.grupo, grupos),
        periodo ? and(eq(carga.inicio, periodo.inicio), eq(carga.termino, periodo.termino)) : undefined,
      ),
    )
    .orderBy(desc(carga.inicio), asc(carga.grupo), asc(archivoServicio.archivoId));
  // Written only by the upload and the seed, from the slots' kinds.
  return rows.map((r) => ({ ...r, tipo_subida: r.tipo_subida as ArchivoSubido['tipo_subida'] }));
}

/** A file as the viewers' list has it. */
export type ArchivoListado = Omit<Awaited<ReturnType<typeof selectArchivos>>[number], 'crc'>;

/**
 * Keeps the CRC-32 a ZIP computed for a file stored before CRCs were kept at upload, so its next
 * ZIP does not hash it again; a CRC already there is left as it is.
 */
export async function guardarCrc(db: Db, archivoId: number, crc: number): Promise<void> {
  await db
    .update(archivoServicio)
    .set({ crc })
    .where(and(eq(archivoServicio.archivoId, archivoId), isNull(archivoServicio.crc)));
}

// The viewers' list (GET servicio/archivos/{id}/{periodo}) is the record its route loads
// (policies/servicio.ts), in one round trip built once per database (db/prepared.ts): the live
// service's territory, for the visibility check, and every file of the service. The files join is
// on the left of a right join, so a service without files still answers its territory (one row
// with no file) and 404 can tell "not yours" from "no files yet".
const prepareListado = (db: Db) =>
  db
    .select({ ...archivoColumns, parcela: { parcelaId: parcela.parcelaId, cpId: parcela.cpId } })
    .from(archivoServicio)
    .innerJoin(carga, eq(carga.cargaId, archivoServicio.cargaId))
    .rightJoin(servicio, eq(servicio.servicioId, archivoServicio.servicioId))
    .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
    .where(and(eq(servicio.servicioId, sql.placeholder('servicioId')), eq(servicio.isDeleted, false)))
    .orderBy(desc(carga.inicio), asc(carga.grupo), asc(archivoServicio.archivoId))
    .prepare('archivos_de_servicio');

/**
 * A live service's territory and all its files, newest period first, as selectArchivos answers
 * them; undefined when there is no such service.
 */
export async function selectServicioConArchivos(db: Db, servicioId: number) {
  const rows = await prepared(db, prepareListado).execute({ servicioId });
  if (rows.length === 0) return undefined;
  // The right join makes every file column nullable; a row with a file has them as selectArchivos does.
  const archivos = rows.flatMap(({ parcela: _p, ...r }) =>
    r.archivo_id === null ? [] : [r as ArchivoListado],
  );
  return { parcela: rows[0]!.parcela, archivos };
}

/** The upload of a group's period, if any (the 409 rule). */
export async function selectCarga(db: DbOrTx, servicioId: number, grupo: GrupoArchivos, inicio: string) {
  const [row] = await db
    .select()
    .from(carga)
    .where(and(eq(carga.servicioId, servicioId), eq(carga.grupo, grupo), eq(carga.inicio, inicio)));
  return row;
}

export interface NuevaCarga {
  servicioId: number;
  grupo: GrupoArchivos;
  inicio: string;
  termino: string;
  subidoPor: number;
  createdAt: Date;
}
export type ArchivoGuardado = Omit<StoredFile, 'crc'> &
  Pick<ArchivoSubido, 'campo' | 'tipo_subida'> & {
    /** Null when the upload could not follow it (a tus write that failed half-way). */
    crc: number | null;
    /** A raster slot's file: what it holds; it gets a `raster` row to process (decision 021). */
    raster?: DescRaster;
  };

/**
 * Records an upload and its files in one transaction; undefined when the period was taken
 * meanwhile (the unique servicio, grupo, inicio decides races).
 */
export async function insertCarga(db: Db, c: NuevaCarga, archivos: ArchivoGuardado[]) {
  return db.transaction((tx) => insertCargaEn(tx, c, archivos));
}

/** `insertCarga` inside the caller's transaction (several groups committed together). */
export async function insertCargaEn(tx: DbOrTx, c: NuevaCarga, archivos: ArchivoGuardado[]) {
  const [row] = await tx.insert(carga).values(c).onConflictDoNothing().returning({ cargaId: carga.cargaId });
  if (!row) return undefined;
  const insertados = await tx
    .insert(archivoServicio)
    .values(
      archivos.map((a) => ({
        cargaId: row.cargaId,
        servicioId: c.servicioId,
        tipoSubida: a.tipo_subida,
        campo: a.campo,
        nombre: a.nombre,
        extension: a.ext,
        nombreOriginal: a.nombreOriginal,
        mime: a.mime,
        tamano: a.size,
        storageKey: a.key,
        crc: a.crc,
        createdAt: c.createdAt,
      })),
    )
    .returning({ archivoId: archivoServicio.archivoId, nombre: archivoServicio.nombre });
  await insertRastersEn(tx, c, archivos, insertados);
  return row.cargaId;
}

/** The `raster` rows of a period's raster files, pending processing, in the caller's transaction. */
async function insertRastersEn(
  tx: DbOrTx,
  c: NuevaCarga,
  archivos: ArchivoGuardado[],
  insertados: { archivoId: number; nombre: string }[],
) {
  const conRaster = archivos.filter((a) => a.raster);
  if (conRaster.length === 0) return;
  const [s] = await tx
    .select({ parcelaId: servicio.parcelaId })
    .from(servicio)
    .where(eq(servicio.servicioId, c.servicioId));
  if (!s) return;
  const ids = new Map(insertados.map((i) => [i.nombre, i.archivoId]));
  await tx.insert(raster).values(
    conRaster.flatMap((a) => {
      const archivoId = ids.get(a.nombre);
      const d = a.raster;
      if (archivoId === undefined || !d) return [];
      return [
        {
          archivoId,
          servicioId: c.servicioId,
          parcelaId: s.parcelaId,
          inicio: c.inicio,
          termino: c.termino,
          tipo: d.tipo,
          indice: d.tipo === 'indice' ? d.indice : null,
          bandas: d.tipo === 'multiespectral' ? d.bandas : null,
          prefijo: prefijoRaster(a.nombre),
          createdAt: c.createdAt,
        },
      ];
    }),
  );
}

/**
 * Deletes an upload with its file rows, in one transaction; the storage keys it held and its
 * rasters' output prefixes, or undefined when the period has no upload of that group.
 */
export async function deleteCarga(
  db: Db,
  p: { servicioId: number; grupo: GrupoArchivos; inicio: string; termino: string },
) {
  return db.transaction(async (tx) => {
    const [c] = await tx
      .select({ cargaId: carga.cargaId })
      .from(carga)
      .where(
        and(
          eq(carga.servicioId, p.servicioId),
          eq(carga.grupo, p.grupo),
          eq(carga.inicio, p.inicio),
          eq(carga.termino, p.termino),
        ),
      )
      .for('update');
    if (!c) return undefined;
    // The rasters go with their files (cascade); their outputs' prefixes are removed after the commit.
    const rasters = await tx
      .select({ prefijo: raster.prefijo })
      .from(raster)
      .innerJoin(archivoServicio, eq(archivoServicio.archivoId, raster.archivoId))
      .where(eq(archivoServicio.cargaId, c.cargaId));
    const rows = await tx
      .delete(archivoServicio)
      .where(eq(archivoServicio.cargaId, c.cargaId))
      .returning({ key: archivoServicio.storageKey });
    await tx.delete(carga).where(eq(carga.cargaId, c.cargaId));
    return { keys: rows.map((r) => r.key), prefijos: rasters.map((r) => r.prefijo) };
  });
}
