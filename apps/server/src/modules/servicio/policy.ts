import { and, eq } from 'drizzle-orm';
import { MSG } from '@agro/domain/messages';
import type { DbOrTx } from '../../db/client.ts';
import { archivoServicio, parcela, servicio } from '../../db/schema/index.ts';
import { assertSeesParcela, canSeeParcela, isStaff, type Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { findServicio } from '../../lib/lookups.ts';

/*
 * Who may see a service and its report files, in one place: a service (and every file under it) is
 * visible exactly when its territory is (staff, its company's principal client, or a linked
 * employee). They are named by global ids and server-made file names, so anything else answers
 * 404 like a record that does not exist (docs/decisions/007).
 */

/** A live service the caller may see, with its territory; 404 (`mensaje`) otherwise. */
export async function loadServicioFor(
  db: DbOrTx,
  actor: Actor,
  servicioId: number,
  mensaje: string = MSG.noEncontradoApi,
) {
  const row = await findServicio(db, servicioId);
  if (!row || !canSeeParcela(actor, row.parcela)) throw notFound(mensaje);
  return row;
}

/** A territory named by its global id, if the caller may see it (its services are listed); 404 otherwise. */
export async function loadTerritorioFor(db: DbOrTx, actor: Actor, parcelaId: number) {
  const [p] = await db
    .select({ parcelaId: parcela.parcelaId, cpId: parcela.cpId })
    .from(parcela)
    .where(eq(parcela.parcelaId, parcelaId));
  assertSeesParcela(actor, p);
  return p;
}

/** A stored report file by its server-made name, if the caller may see it; 404 otherwise. */
export async function loadArchivoFor(db: DbOrTx, actor: Actor, nombre: string, extension: string) {
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
  // A removed service's files stay reachable for staff only (as before the removal, by name).
  assertSeesParcela(actor, row && (!row.isDeleted || isStaff(actor)) ? row.parcela : undefined);
  return row!.archivo;
}
