import { createHash } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import { IDEMPOTENCIA_HORAS } from '@agro/domain/contracts/pago';
import { MSG } from '@agro/domain/messages';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { pagoIdempotencia } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';

/** An answer to send: its status and body. */
export interface Respuesta<T> {
  statusCode: number;
  body: T;
}

/** A request's idempotency key, scoped to the user who sent it, with the request it was used for. */
export interface Clave {
  usuarioId: number;
  clave: string;
  /** What the request asked for (validated input); a replay must ask for the same. */
  solicitud: unknown;
}

const VIGENCIA_MS = IDEMPOTENCIA_HORAS * 3600_000;

// Keys created before this instant have expired (the purge job deletes them).
const vencimientoClaves = (now: Date) => new Date(now.getTime() - VIGENCIA_MS);

const huellaDe = (solicitud: unknown) => createHash('sha256').update(JSON.stringify(solicitud)).digest('hex');

const deLaClave = (k: Clave) =>
  and(eq(pagoIdempotencia.usuarioId, k.usuarioId), eq(pagoIdempotencia.clave, k.clave));

async function guardada<T>(db: DbOrTx, k: Clave, huella: string, now: Date) {
  const [row] = await db
    .select()
    .from(pagoIdempotencia)
    .where(and(deLaClave(k), gt(pagoIdempotencia.createdAt, vencimientoClaves(now))));
  if (!row || row.statusCode === null) return null;
  if (row.huella !== huella) throw conflict(MSG.claveIdempotenciaUsada);
  return { statusCode: row.statusCode, body: row.respuesta as T };
}

// Thrown inside the transaction to undo it when another request holds the same key.
class ClaveTomada extends Error {}

/**
 * Runs `trabajo` in one transaction at most once per key: the key's row is inserted first, in the
 * same transaction, so a concurrent request with the same key waits on it and then finds it taken;
 * the answer is stored with the key. A request whose key already has an answer (within
 * IDEMPOTENCIA_HORAS) gets that answer again and changes nothing; the same key with another request
 * answers 409. A failed `trabajo` leaves no key behind, so the request can be retried.
 */
export async function unaVez<T>(
  db: Db,
  k: Clave,
  now: Date,
  trabajo: (tx: Tx) => Promise<Respuesta<T>>,
): Promise<Respuesta<T> & { repetida: boolean }> {
  const huella = huellaDe(k.solicitud);
  const previa = await guardada<T>(db, k, huella, now);
  if (previa) return { ...previa, repetida: true };
  try {
    const hecha = await db.transaction(async (tx) => {
      await tx
        .delete(pagoIdempotencia)
        .where(and(deLaClave(k), lte(pagoIdempotencia.createdAt, vencimientoClaves(now))));
      const [tomada] = await tx
        .insert(pagoIdempotencia)
        .values({ usuarioId: k.usuarioId, clave: k.clave, huella, createdAt: now })
        .onConflictDoNothing()
        .returning({ clave: pagoIdempotencia.clave });
      if (!tomada) throw new ClaveTomada();
      const respuesta = await trabajo(tx);
      await tx
        .update(pagoIdempotencia)
        .set({ statusCode: respuesta.statusCode, respuesta: respuesta.body })
        .where(deLaClave(k));
      return respuesta;
    });
    return { ...hecha, repetida: false };
  } catch (err) {
    if (!(err instanceof ClaveTomada)) throw err;
    // The request holding the key has committed by now: its answer is this one's.
    const ganadora = await guardada<T>(db, k, huella, now);
    if (!ganadora) throw conflict(MSG.claveIdempotenciaUsada);
    return { ...ganadora, repetida: true };
  }
}
