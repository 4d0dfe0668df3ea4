import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { GrupoArchivos } from '@agro/domain/constants';
import type { Db } from '../../db/client.ts';
import { archivoServicio, carga, parcela, servicio } from '../../db/schema/index.ts';
import { assertSeesParcela, isStaff, type Actor } from '../../lib/actor.ts';
import { findServicio } from '../../lib/lookups.ts';

/*
 * Tenancy for services and their report files lives here, in one place: a service (and every file
 * under it) is visible exactly when its territory is (staff, its company's principal client, or a
 * linked employee); anything else answers 404 so ids and file names reveal nothing.
 */

/** A live service the caller may see, with its territory; 404 otherwise. */
export async function loadVisibleServicio(db: Db, actor: Actor, servicioId: number) {
  const row = await findServicio(db, servicioId);
  assertSeesParcela(actor, row?.parcela);
  return row!;
}

/** The live services of a territory the caller may see; 404 for a territory it may not see. */
export async function listServiciosOfParcela(db: Db, actor: Actor, parcelaId: number) {
  const [p] = await db
    .select({ parcelaId: parcela.parcelaId, cpId: parcela.cpId })
    .from(parcela)
    .where(eq(parcela.parcelaId, parcelaId));
  assertSeesParcela(actor, p);
  return db
    .select({
      servicio_id: servicio.servicioId,
      tipo_servicio: servicio.tipoServicio,
      parcela_id: servicio.parcelaId,
      cp_id: servicio.cpId,
      date_entered: servicio.dateEntered,
      date_modified: servicio.dateModified,
    })
    .from(servicio)
    .where(and(eq(servicio.parcelaId, parcelaId), eq(servicio.isDeleted, false)))
    .orderBy(asc(servicio.servicioId));
}

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
type ArchivoRow = Awaited<ReturnType<typeof archivosDeServicio>>[number];

/** A service's files of some upload groups, newest period first, optionally of one period. */
export function archivosDeServicio(
  db: Db,
  servicioId: number,
  grupos: GrupoArchivos[],
  periodo?: { inicio: string; termino: string },
) {
  return db
    .select(archivoColumns)
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
}

/** DECISIONS §7: files grouped by period key (the period's first day), each with inicio and termino. */
export function groupByPeriod(rows: ArchivoRow[]) {
  const out: Record<
    string,
    { inicio: string; termino: string; archivos: Omit<ArchivoRow, 'storage_key' | 'inicio' | 'termino'>[] }
  > = {};
  for (const { storage_key: _key, inicio, termino, ...archivo } of rows) {
    (out[inicio] ??= { inicio, termino, archivos: [] }).archivos.push(archivo);
  }
  return out;
}

/** A stored report file by its server-made name, if the caller may see it; 404 otherwise. */
export async function loadVisibleArchivo(db: Db, actor: Actor, nombre: string, extension: string) {
  const [row] = await db
    .select({
      archivo: archivoServicio,
      parcela: { parcelaId: parcela.parcelaId, cpId: parcela.cpId },
      isDeleted: servicio.isDeleted,
    })
    .from(archivoServicio)
    .innerJoin(servicio, eq(servicio.servicioId, archivoServicio.servicioId))
    .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
    .where(and(eq(archivoServicio.nombre, nombre), eq(archivoServicio.extension, extension)));
  // A removed service's files stay reachable for staff only, like the service itself.
  const visible = row && (!row.isDeleted || isStaff(actor)) ? row.parcela : undefined;
  assertSeesParcela(actor, visible);
  return row!.archivo;
}
