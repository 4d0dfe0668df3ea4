import { and, eq, inArray, sql } from 'drizzle-orm';
import { MSG } from '@agro/domain/messages';
import type { AppContext } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { limiteContador } from '../db/schema/index.ts';
import { HttpError } from './errors.ts';

const HORA = 3600_000;
const DIA = 24 * HORA;

/** At most `max` actions per `ventanaMs` for each value of the key `por` (the actor, the target...). */
interface Regla {
  por: string;
  max: number;
  ventanaMs: number;
}

/**
 * Every mail sent and every file stored on a request, limited per user and per target
 * (docs/decisions/017, "Mail and file limits"). Staff-only routes are not limited: staff are trusted.
 */
export const LIMITES = {
  /** "Reenviar invitación" to a worker (its address is chosen by the client). */
  reinvitar: [
    { por: 'empleado', max: 3, ventanaMs: HORA },
    { por: 'usuario', max: 20, ventanaMs: DIA },
  ],
  /** A new worker: an account and a welcome e-mail to an address the client chooses. */
  registrarEmpleado: [
    { por: 'empresa', max: 20, ventanaMs: HORA },
    { por: 'usuario', max: 50, ventanaMs: DIA },
  ],
  /** A transfer receipt sent from the portal (a stored file of up to 10 MB and a notice). */
  enviarComprobante: [
    { por: 'empresa', max: 10, ventanaMs: HORA },
    { por: 'usuario', max: 30, ventanaMs: DIA },
  ],
  /**
   * "Nuevo comprobante por revisar" to the provider: over this it is not sent (the receipt is still
   * listed for review), so one company cannot fill the provider's mailbox, nor all of them together.
   */
  avisoProveedor: [
    { por: 'empresa', max: 3, ventanaMs: HORA },
    { por: 'proveedor', max: 20, ventanaMs: HORA },
  ],
  /** An avatar, a territory image or a boundary file: each replaces the last, but is stored and read. */
  subirImagen: [
    { por: 'objetivo', max: 10, ventanaMs: HORA },
    { por: 'usuario', max: 60, ventanaMs: DIA },
  ],
  /** Recovery e-mails (docs/decisions/008); over a limit the answer stays the same 200, nothing is sent. */
  recuperar: [
    { por: 'email', max: 5, ventanaMs: HORA },
    { por: 'ip', max: 20, ventanaMs: HORA },
  ],
} as const satisfies Record<string, readonly Regla[]>;

export type Accion = keyof typeof LIMITES;
type Claves<A extends Accion> = Record<(typeof LIMITES)[A][number]['por'], string | number>;

/** Attempts counted under some keys in one window (see countAttempt). */
interface Counted {
  ventana: Date;
  counts: Record<string, number>;
  /** Per key, this window's count (this attempt included) and the previous window's. */
  partes: Record<string, { actual: number; anterior: number }>;
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
  // The next window still reads this one; after that the purge job may drop it.
  const expira = new Date(start + 2 * windowMs);
  const current = await db
    .insert(limiteContador)
    .values(claves.map((clave) => ({ clave, ventana, n: 1, expira })))
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
  // The part of the previous window still inside the last windowMs (rounded up, so a boundary never
  // forgives), in whole milliseconds so a wait computed by esperaMs is never off by a rounding.
  const restante = start + windowMs - now.getTime();
  const counts: Record<string, number> = {};
  const partes: Counted['partes'] = {};
  for (const { clave, n } of current) {
    const anterior = previous.find((p) => p.clave === clave)?.n ?? 0;
    counts[clave] = n + Math.ceil((anterior * restante) / windowMs);
    partes[clave] = { actual: n, anterior };
  }
  return { ventana, counts, partes };
}

/**
 * How long until one more attempt fits under `max`, given the counts without it. The estimate
 * falls as the previous window's share shrinks, then drops to that of the next window.
 */
function esperaMs(actual: number, anterior: number, regla: Regla, now: Date): number {
  const W = regla.ventanaMs;
  const start = Math.floor(now.getTime() / W) * W;
  if (actual < regla.max) {
    // Within this window: ceil(anterior × share) must fall to max − 1 − actual.
    const cabe = regla.max - 1 - actual;
    if (cabe >= anterior) return 0;
    return Math.max(0, start + W - (W * cabe) / anterior - now.getTime());
  }
  // In the next window this one is the previous: ceil(actual × share) must fall to max − 1.
  return start + 2 * W - (W * (regla.max - 1)) / actual - now.getTime();
}

const clave = (accion: Accion, por: string, valor: string | number) => `${accion}:${por}:${valor}`;

/** The keys counted in one window by one attempt. */
interface Contado {
  claves: string[];
  ventana: Date;
}

// A refused attempt gives its counts back, so retrying while refused never extends the wait.
async function devolver(db: DbOrTx, contados: Contado[]) {
  for (const c of contados)
    await db
      .update(limiteContador)
      .set({ n: sql`greatest(${limiteContador.n} - 1, 0)` })
      .where(and(inArray(limiteContador.clave, c.claves), eq(limiteContador.ventana, c.ventana)));
}

/**
 * Counts one `accion` under each of its rules (those sharing a window in one statement); when one
 * is over its limit, nothing stays counted and the answer is the seconds to wait. Parallel attempts
 * each get a distinct count, so at most `max` of them pass whatever the number of processes.
 */
async function contar<A extends Accion>(
  db: DbOrTx,
  accion: A,
  ids: Claves<A>,
  now: Date,
): Promise<{ segundos: number } | { contados: Contado[] }> {
  const reglas = LIMITES[accion] as readonly Regla[];
  const contados: Contado[] = [];
  for (const W of new Set(reglas.map((r) => r.ventanaMs))) {
    const grupo = reglas
      .filter((r) => r.ventanaMs === W)
      .map((r) => ({ r, k: clave(accion, r.por, ids[r.por as keyof Claves<A>]) }));
    const claves = grupo.map((g) => g.k);
    const { ventana, counts, partes } = await countAttempt(db, claves, W, now);
    contados.push({ claves, ventana });
    const esperas = grupo
      .filter(({ r, k }) => (counts[k] ?? 0) > r.max)
      .map(({ r, k }) => esperaMs(partes[k]!.actual - 1, partes[k]!.anterior, r, now));
    if (esperas.length > 0) {
      await devolver(db, contados);
      return { segundos: Math.max(1, Math.ceil(Math.max(...esperas) / 1000)) };
    }
  }
  return { contados };
}

/**
 * Runs `trabajo` as one `accion`, counted before it starts: over a limit it does not run and the
 * answer is 429 with `Retry-After` (and the wait in the message). A `trabajo` that fails (a refusal,
 * a conflict) gives its count back, so only what was done — a stored file, a sent e-mail — counts,
 * and a caller cannot use up the limits of a target it may not touch.
 */
export async function limitado<A extends Accion, T>(
  ctx: AppContext,
  accion: A,
  ids: Claves<A>,
  trabajo: () => Promise<T>,
): Promise<T> {
  const { db } = ctx.database;
  const r = await contar(db, accion, ids, ctx.now());
  if ('segundos' in r)
    throw new HttpError(429, MSG.limiteEnvios(r.segundos), { 'retry-after': String(r.segundos) });
  try {
    return await trabajo();
  } catch (err) {
    await devolver(db, r.contados);
    throw err;
  }
}

/** Counts an action that is skipped silently over its limit (a notice, a recovery e-mail). */
export async function permitido<A extends Accion>(
  db: DbOrTx,
  accion: A,
  ids: Claves<A>,
  now: Date,
): Promise<boolean> {
  return !('segundos' in (await contar(db, accion, ids, now)));
}
