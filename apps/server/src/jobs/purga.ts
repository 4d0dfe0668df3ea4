import { plural } from '@agro/domain/format';
import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { IDEMPOTENCIA_HORAS } from '@agro/domain/contracts/pago';
import type { AppContext } from '../context.ts';
import {
  limiteContador,
  logEntry,
  pagoIdempotencia,
  sesion,
  tareaEjecucion,
  tokenRecuperacion,
} from '../db/schema/index.ts';
import type { JobResult } from './types.ts';

const DAY_MS = 24 * 3600_000;
// Run records only serve to claim slots, which never come back: a month of history is plenty.
const EJECUCIONES_DIAS = 30;

/**
 * Deletes expired sessions, expired or used reset links, old attempt counters, old log entries and
 * expired payment idempotency keys.
 */
export async function purgaSesiones(ctx: AppContext, now: Date): Promise<JobResult> {
  const { db } = ctx.database;
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const sesiones = await db
    .delete(sesion)
    .where(lt(sesion.expiresAt, now))
    .returning({ id: sesion.sesionId });
  const enlaces = await db
    .delete(tokenRecuperacion)
    .where(or(lt(tokenRecuperacion.expiresAt, now), isNotNull(tokenRecuperacion.usedAt)))
    .returning({ id: tokenRecuperacion.tokenId });
  // A counter matters for two windows (docs/decisions/008, 017); rows without `expira` predate it
  // and were all of windows under a day.
  const contadores = await db
    .delete(limiteContador)
    .where(
      or(
        lt(limiteContador.expira, now),
        and(isNull(limiteContador.expira), lt(limiteContador.ventana, dayAgo)),
      ),
    )
    .returning({ clave: limiteContador.clave });
  const claves = await db
    .delete(pagoIdempotencia)
    .where(lt(pagoIdempotencia.createdAt, new Date(now.getTime() - IDEMPOTENCIA_HORAS * 3600_000)))
    .returning({ id: pagoIdempotencia.clave });
  const logs = await db
    .delete(logEntry)
    .where(lt(logEntry.createdAt, new Date(now.getTime() - ctx.config.logRetentionDays * DAY_MS)))
    .returning({ id: logEntry.logdescId });
  await db
    .delete(tareaEjecucion)
    .where(
      and(
        lt(tareaEjecucion.startedAt, new Date(now.getTime() - EJECUCIONES_DIAS * DAY_MS)),
        isNotNull(tareaEjecucion.finishedAt),
      ),
    );
  return {
    ok: true,
    detail: `Eliminados: ${plural(sesiones.length, 'sesión', 'sesiones')}, ${plural(enlaces.length, 'enlace', 'enlaces')} de recuperación, ${plural(contadores.length, 'contador', 'contadores')} de intentos, ${plural(logs.length, 'log', 'logs')} de más de ${ctx.config.logRetentionDays} días, ${plural(claves.length, 'clave de pago vencida', 'claves de pago vencidas')}`,
  };
}
