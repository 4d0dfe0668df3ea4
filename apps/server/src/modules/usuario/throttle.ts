import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intentoLogin } from '../../db/schema/index.ts';

const WINDOW_MS = 15 * 60_000;
/** Failures before answers slow down, and before they are refused with 429. */
export const THROTTLE = {
  slowAfter: 3,
  blockEmailAfter: 8,
  blockIpAfter: 30,
  baseDelayMs: 200,
  maxDelayMs: 2000,
};

const keys = (email: string, ip: string) => [`email:${email}`, `ip:${ip}`] as const;

/** Counts recent failures for an e-mail and an address: how long to slow down, or whether to refuse. */
export async function throttleState(db: Db, email: string, ip: string, now: Date) {
  const [emailKey, ipKey] = keys(email, ip);
  const rows = await db
    .select({ clave: intentoLogin.clave, n: sql<number>`count(*)::int` })
    .from(intentoLogin)
    .where(
      and(
        inArray(intentoLogin.clave, [emailKey, ipKey]),
        gt(intentoLogin.createdAt, new Date(now.getTime() - WINDOW_MS)),
      ),
    )
    .groupBy(intentoLogin.clave);
  const count = (k: string) => rows.find((r) => r.clave === k)?.n ?? 0;
  const byEmail = count(emailKey);
  const byIp = count(ipKey);
  const blocked = byEmail >= THROTTLE.blockEmailAfter || byIp >= THROTTLE.blockIpAfter;
  const over = Math.max(byEmail, Math.floor(byIp / 3)) - THROTTLE.slowAfter;
  const delayMs = over < 0 ? 0 : Math.min(THROTTLE.baseDelayMs * 2 ** over, THROTTLE.maxDelayMs);
  return { blocked, delayMs };
}

export async function recordFailure(db: Db, email: string, ip: string, now: Date) {
  await db.insert(intentoLogin).values(keys(email, ip).map((clave) => ({ clave, createdAt: now })));
}

export async function clearFailures(db: Db, email: string) {
  await db.delete(intentoLogin).where(eq(intentoLogin.clave, `email:${email}`));
}
