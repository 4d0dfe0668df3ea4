import { eq } from 'drizzle-orm';
import { MSG_MAPA } from '@agro/domain/messages-mapa';
import type { AppContext } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { parcelaLimite, parcelaLimiteAnterior } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';

type LimiteRow = typeof parcelaLimite.$inferSelect;

/** Keeps `row` as the territory's previous boundary (replacing the one kept before). */
async function guardarAnterior(tx: DbOrTx, row: LimiteRow) {
  await tx
    .insert(parcelaLimiteAnterior)
    .values(row)
    .onConflictDoUpdate({ target: parcelaLimiteAnterior.parcelaId, set: row });
}

async function actualFor(tx: DbOrTx, parcelaId: number) {
  const [row] = await tx
    .select()
    .from(parcelaLimite)
    .where(eq(parcelaLimite.parcelaId, parcelaId))
    .for('update');
  return row;
}

/** Stores a territory's boundary; the one it replaces becomes the previous boundary. One transaction. */
export async function reemplazarLimite(db: Db, values: LimiteRow): Promise<LimiteRow> {
  return db.transaction(async (tx) => {
    const actual = await actualFor(tx, values.parcelaId);
    if (actual) await guardarAnterior(tx, actual);
    const [row] = await tx
      .insert(parcelaLimite)
      .values(values)
      .onConflictDoUpdate({ target: parcelaLimite.parcelaId, set: values })
      .returning();
    return row!;
  });
}

/** Removes a territory's boundary, kept as the previous one; false when it had none. */
export async function quitarLimite(db: Db, parcelaId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(parcelaLimite).where(eq(parcelaLimite.parcelaId, parcelaId)).returning();
    if (gone) await guardarAnterior(tx, gone);
    return Boolean(gone);
  });
}

export async function selectAnterior(db: DbOrTx, parcelaId: number) {
  const [row] = await db
    .select()
    .from(parcelaLimiteAnterior)
    .where(eq(parcelaLimiteAnterior.parcelaId, parcelaId));
  return row;
}

/**
 * "Restaurar límite anterior": the previous boundary becomes the current one and the current one
 * becomes the previous (so a restore can itself be undone); 404 when there is none to restore.
 */
export async function restaurar(ctx: AppContext, actor: Actor, parcelaId: number): Promise<LimiteRow> {
  const { db } = ctx.database;
  return db.transaction(async (tx) => {
    const [anterior] = await tx
      .select()
      .from(parcelaLimiteAnterior)
      .where(eq(parcelaLimiteAnterior.parcelaId, parcelaId))
      .for('update');
    if (!anterior) throw notFound(MSG_MAPA.limiteAnteriorNoExiste);
    const actual = await actualFor(tx, parcelaId);
    if (actual) await guardarAnterior(tx, actual);
    else await tx.delete(parcelaLimiteAnterior).where(eq(parcelaLimiteAnterior.parcelaId, parcelaId));
    const values = { ...anterior, actualizadoPor: actor.usuarioId, actualizado: ctx.now() };
    const [row] = await tx
      .insert(parcelaLimite)
      .values(values)
      .onConflictDoUpdate({ target: parcelaLimite.parcelaId, set: values })
      .returning();
    return row!;
  });
}
