import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { limiteContador } from '../../db/schema/index.ts';

/** Attempts counted under some keys in one window (see countAttempt). */
interface Counted {
  ventana: Date;
  counts: Record<string, number>;
}

/**
 * Counts one attempt under each key and answers, per key, the attempts of the last `windowMs`
 * including this one. The current window's counter is incremented and read in one statement
 * (INSERT … ON CONFLICT DO UPDATE … RETURNING), so parallel requests, in one process or several,
 * each see a distinct count; the previous window, already closed, adds its share of the span.
 */
export async function countAttempt(
  db: DbOrTx,
  claves: string[],
  windowMs: number,
  now: Date,
): Promise<Counted> {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const ventana = new Date(start);
  const current = await db
    .insert(limiteContador)
    .values(claves.map((clave) => ({ clave, ventana, n: 1 })))
    .onConflictDoUpdate({
      target: [limiteContador.clave, limiteContador.ventana],
      set: { n: sql`${limiteContador.n} + 1` },
    })
    .returning({ clave: limiteContador.clave, n: limiteContador.n });
  const previous = await db
    .select({ clave: limiteContador.clave, n: limiteContador.n })
    .from(limiteContador)
    .where(
      and(inArray(limiteContador.clave, claves), eq(limiteContador.ventana, new Date(start - windowMs))),
    );
  // The part of the previous window still inside the last windowMs (rounded up, so a boundary never forgives).
  const share = (start + windowMs - now.getTime()) / windowMs;
  const counts: Record<string, number> = {};
  for (const { clave, n } of current) {
    const before = previous.find((p) => p.clave === clave)?.n ?? 0;
    counts[clave] = n + Math.ceil(before * share);
  }
  return { ventana, counts };
}

/** Sign-in limits (docs/decisions/008). */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  /** Failures for one e-mail (from anywhere) before its answers slow down. */
  slowAfter: 3,
  baseDelayMs: 200,
  maxDelayMs: 2000,
  /** Failures for one e-mail from one address before that pair is refused with 429. */
  blockPairAfter: 8,
  /** Attempts from one address, whatever the e-mails, before that address is refused with 429. */
  blockIpAfter: 30,
};

/** One sign-in attempt (or proof of the current password), counted before the password is checked. */
export interface SignInAttempt {
  blocked: boolean;
  delayMs: number;
  ventana: Date;
  keys: { par: string; email: string; ip: string };
}

/**
 * Counts a sign-in attempt before the password is checked, so parallel guesses cannot all pass:
 * the 429 is per e-mail and address pair (an attacker elsewhere never locks the owner out), and
 * per address for one trying many e-mails; the e-mail alone only slows its answers, a bounded delay.
 */
export async function startSignIn(db: DbOrTx, email: string, ip: string, now: Date): Promise<SignInAttempt> {
  const keys = { par: `login-par:${ip}|${email}`, email: `login-email:${email}`, ip: `login-ip:${ip}` };
  const { ventana, counts } = await countAttempt(db, Object.values(keys), THROTTLE.windowMs, now);
  // Counts include this attempt; the rules speak of the failures before it.
  const before = (k: string) => (counts[k] ?? 1) - 1;
  const blocked = before(keys.par) >= THROTTLE.blockPairAfter || before(keys.ip) >= THROTTLE.blockIpAfter;
  const over = before(keys.email) - THROTTLE.slowAfter;
  const delayMs = over < 0 ? 0 : Math.min(THROTTLE.baseDelayMs * 2 ** over, THROTTLE.maxDelayMs);
  return { blocked, delayMs, ventana, keys };
}

/**
 * A right password: the attempt was not a failure. The pair's earlier failures are forgiven (the
 * owner proved itself from that address); the e-mail and address counts lose this attempt.
 */
export async function signInSucceeded(db: DbOrTx, attempt: SignInAttempt): Promise<void> {
  const { keys, ventana } = attempt;
  await db.delete(limiteContador).where(eq(limiteContador.clave, keys.par));
  await db
    .update(limiteContador)
    .set({ n: sql`greatest(${limiteContador.n} - 1, 0)` })
    .where(and(inArray(limiteContador.clave, [keys.email, keys.ip]), eq(limiteContador.ventana, ventana)));
}

/** Recovery e-mail limits per hour (docs/decisions/008). */
export const RECOVERY = { windowMs: 60 * 60_000, perEmail: 5, perIp: 20 };

/** Counts a recovery request; false once the e-mail or the address is over its hourly limit. */
export async function recoveryAllowed(db: DbOrTx, email: string, ip: string, now: Date): Promise<boolean> {
  const byEmail = `recuperar-email:${email}`;
  const byIp = `recuperar-ip:${ip}`;
  const { counts } = await countAttempt(db, [byEmail, byIp], RECOVERY.windowMs, now);
  return (counts[byEmail] ?? 0) <= RECOVERY.perEmail && (counts[byIp] ?? 0) <= RECOVERY.perIp;
}
