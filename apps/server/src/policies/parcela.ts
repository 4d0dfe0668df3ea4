import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { parcela } from '../db/schema/index.ts';
import { isStaff, type Actor } from '../lib/actor.ts';
import { canManageCp, canSeeParcela } from './rules.ts';
import { findParcelaById, findParcelaByRel } from '../lib/lookups.ts';
import { asId, nombreDe, policy } from './types.ts';

/**
 * A territory by its global id: read by whoever sees it (staff, its company's principal client, a
 * linked employee); its boundary changed only by staff or its company's principal client.
 */
export const parcelaPolicy = policy({
  load: (db, { key }) => findParcelaById(db, asId(key)),
  can: (actor, action, p) => (action === 'read' ? canSeeParcela(actor, p) : canManageCp(actor, p.cpId)),
});

/** A territory numbered within the company the route names (whose check already answered 403). */
export const parcelaDeCpPolicy = policy({
  load: async (db, { key, cpId }) => (cpId === undefined ? undefined : findParcelaByRel(db, cpId, asId(key))),
  can: (actor, _action, p) => canManageCp(actor, p.cpId),
});

/** A territory's picture by its stored file name: seen by whoever sees the territory. */
export const imagenParcelaPolicy = policy({
  load: async (db, { key }) => {
    const [p] = await db
      .select({
        parcelaId: parcela.parcelaId,
        cpId: parcela.cpId,
        nombre: parcela.avatarNom,
        ext: parcela.avatarExt,
      })
      .from(parcela)
      .where(eq(parcela.avatarNom, nombreDe(key)));
    return p;
  },
  can: (actor, _action, p) => canSeeParcela(actor, p),
});

/**
 * The territories a caller sees in a list: staff every one (or one company's when it names one),
 * a principal client its company's, an employee the ones it is linked to.
 */
export function parcelasVisibles(
  actor: Actor,
  cpId: number | undefined,
): { cpId: number } | { parcelaIds: number[] } | 'todas' {
  if (isStaff(actor)) return cpId === undefined ? 'todas' : { cpId };
  return actor.role === 'Empleado' ? { parcelaIds: actor.parcelaIds } : { cpId: actor.cpId };
}

/**
 * The territories of a company the route names (its check already passed, employees admitted by the
 * contract), as the caller sees them: all of them, or an employee's linked ones.
 */
export function parcelasVisiblesDeCp(db: DbOrTx, actor: Actor, cpId: number) {
  const visibles = parcelasVisibles(actor, cpId);
  const where =
    typeof visibles === 'object' && 'parcelaIds' in visibles
      ? and(
          eq(parcela.cpId, cpId),
          inArray(parcela.parcelaId, visibles.parcelaIds.length ? visibles.parcelaIds : [0]),
        )
      : eq(parcela.cpId, cpId);
  return db
    .select({ parcelaId: parcela.parcelaId, nombre: parcela.nombre })
    .from(parcela)
    .where(where)
    .orderBy(parcela.parcelarelId);
}
