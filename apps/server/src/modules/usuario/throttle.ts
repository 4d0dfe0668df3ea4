import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { limiteContador } from '../../db/schema/index.ts';
import { countAttempt, LIMITES, permitido } from '../../lib/limites.ts';

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

/** Recovery e-mail limits per hour (docs/decisions/008), kept with the other mail limits. */
export const RECOVERY = {
  windowMs: LIMITES.recuperar[0].ventanaMs,
  perEmail: LIMITES.recuperar[0].max,
  perIp: LIMITES.recuperar[1].max,
};

/** Counts a recovery request; false once the e-mail or the address is over its hourly limit. */
export const recoveryAllowed = (db: DbOrTx, email: string, ip: string, now: Date) =>
  permitido(db, 'recuperar', { email, ip }, now);
