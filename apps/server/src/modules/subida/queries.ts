import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { subida } from '../../db/schema/index.ts';

export type SubidaRow = typeof subida.$inferSelect;

export async function insertSubida(db: DbOrTx, row: typeof subida.$inferInsert): Promise<void> {
  await db.insert(subida).values(row);
}

export async function selectSubida(db: DbOrTx, id: string): Promise<SubidaRow | undefined> {
  const [row] = await db.select().from(subida).where(eq(subida.subidaId, id));
  return row;
}

export async function selectSubidas(db: DbOrTx, ids: string[]): Promise<SubidaRow[]> {
  return ids.length ? db.select().from(subida).where(inArray(subida.subidaId, ids)) : [];
}

export async function marcarCompleta(db: DbOrTx, id: string, kind: { ext: string; mime: string }, at: Date) {
  await db
    .update(subida)
    .set({ completadaAt: at, extension: kind.ext, mime: kind.mime })
    .where(eq(subida.subidaId, id));
}

/**
 * Moves an upload's CRC-32 past the bytes just written (null: lost for good), only if it still
 * stopped at `desde`.
 */
export async function avanzarCrc(
  db: DbOrTx,
  id: string,
  desde: number,
  nuevo: { crc: number; hasta: number } | null,
): Promise<void> {
  await db
    .update(subida)
    .set({ crc: nuevo?.crc ?? null, crcHasta: nuevo?.hasta ?? null })
    .where(and(eq(subida.subidaId, id), eq(subida.crcHasta, desde)));
}

export async function deleteSubidas(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(subida).where(inArray(subida.subidaId, ids));
}

/** Uploads begun before `before` and never committed (the 24 h expiry). */
export async function selectVencidas(db: DbOrTx, before: Date, limit: number) {
  return db
    .select({ subidaId: subida.subidaId })
    .from(subida)
    .where(lt(subida.createdAt, before))
    .limit(limit);
}

// The lease of the upload lock (locker.ts): database time, so every process agrees on it.
const LEASE = sql`now() + interval '10 seconds'`;

/** Takes the lock if it is free or its lease ran out; 'tomado' / 'ocupado' / 'sin-fila'. */
export async function tomarBloqueo(db: Db, id: string, token: string) {
  const got = await db
    .update(subida)
    .set({ bloqueoDe: token, bloqueoHasta: LEASE, liberar: false })
    .where(
      and(
        eq(subida.subidaId, id),
        or(isNull(subida.bloqueoDe), lt(subida.bloqueoHasta, sql`now()`), eq(subida.bloqueoDe, token)),
      ),
    )
    .returning({ id: subida.subidaId });
  if (got.length) return 'tomado' as const;
  const pedido = await db
    .update(subida)
    .set({ liberar: true })
    .where(eq(subida.subidaId, id))
    .returning({ id: subida.subidaId });
  return pedido.length ? ('ocupado' as const) : ('sin-fila' as const);
}

/** Extends the lease; whether another request asked for the lock (undefined: lock lost). */
export async function renovarBloqueo(db: Db, id: string, token: string) {
  const [row] = await db
    .update(subida)
    .set({ bloqueoHasta: LEASE })
    .where(and(eq(subida.subidaId, id), eq(subida.bloqueoDe, token)))
    .returning({ liberar: subida.liberar });
  return row?.liberar;
}

export async function soltarBloqueo(db: Db, id: string, token: string): Promise<void> {
  await db
    .update(subida)
    .set({ bloqueoDe: null, bloqueoHasta: null })
    .where(and(eq(subida.subidaId, id), eq(subida.bloqueoDe, token)));
}

// A commit holds its uploads longer than a PATCH: moving 2 GB on S3 is a copy, not a rename.
const CLAIM = sql`now() + interval '10 minutes'`;

/**
 * Claims every upload of a commit with the upload lock (locker.ts), all or none in one
 * transaction: false when one is gone or held (another commit of the same uploads, a PATCH or a
 * DELETE), and then nothing is held. A claim left by a killed process runs out like a lease.
 */
export async function reclamarSubidas(db: Db, ids: string[], token: string): Promise<boolean> {
  class Ocupada extends Error {}
  try {
    await db.transaction(async (tx) => {
      const got = await tx
        .update(subida)
        .set({ bloqueoDe: token, bloqueoHasta: CLAIM })
        .where(
          and(
            inArray(subida.subidaId, ids),
            or(isNull(subida.bloqueoDe), lt(subida.bloqueoHasta, sql`now()`)),
          ),
        )
        .returning({ id: subida.subidaId });
      if (got.length !== new Set(ids).size) throw new Ocupada();
    });
    return true;
  } catch (err) {
    if (err instanceof Ocupada) return false;
    throw err;
  }
}
