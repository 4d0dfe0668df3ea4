import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '@agro/domain/messages';
import type { DbOrTx } from '../db/client.ts';
import { clientePrincipal, parcela, servicio } from '../db/schema/index.ts';
import { notFound } from './errors.ts';

/** A territory by its per-client number. */
export async function findParcelaByRel(db: DbOrTx, cpId: number, parcelarelId: number) {
  const [row] = await db
    .select()
    .from(parcela)
    .where(and(eq(parcela.cpId, cpId), eq(parcela.parcelarelId, parcelarelId)));
  return row;
}

export async function findParcelaById(db: DbOrTx, parcelaId: number) {
  const [row] = await db.select().from(parcela).where(eq(parcela.parcelaId, parcelaId));
  return row;
}

/** A live service with the territory it belongs to (for tenancy checks). */
export async function findServicio(db: DbOrTx, servicioId: number) {
  const [row] = await db
    .select({ servicio, parcela })
    .from(servicio)
    .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
    .where(and(eq(servicio.servicioId, servicioId), eq(servicio.isDeleted, false)));
  return row;
}

export async function findCp(db: DbOrTx, cpId: number) {
  const [row] = await db.select().from(clientePrincipal).where(eq(clientePrincipal.cpId, cpId));
  return row;
}

/** Advances a client's sequence (territories, employees or invoices) atomically and returns the new number. */
export async function nextRelId(
  db: DbOrTx,
  cpId: number,
  seq: 'seqParcela' | 'seqEmpleado' | 'seqFactura',
): Promise<number> {
  const col = clientePrincipal[seq];
  const [row] = await db
    .update(clientePrincipal)
    .set({ [seq]: sql`${col} + 1` })
    .where(eq(clientePrincipal.cpId, cpId))
    .returning({ n: col });
  if (!row) throw new Error(`cliente ${cpId} no existe`);
  return row.n;
}

/**
 * A live service for the back office's upload routes (staff only, so no tenancy to check): they
 * check the period first (400) and the service after (404, "No se encontraron datos...").
 */
export async function findServicioVivo(db: DbOrTx, servicioId: number) {
  const row = await findServicio(db, servicioId);
  if (!row) throw notFound(MSG.sinDatosId);
  return row;
}
