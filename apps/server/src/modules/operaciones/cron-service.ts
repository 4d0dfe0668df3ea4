import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { tareaSchema } from '@agro/domain/contracts/operaciones';
import { MSG } from '@agro/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { tareaProgramada } from '../../db/schema/index.ts';
import { nextRunAt, runTask } from '../../jobs/scheduler.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';

/** Every scheduled task with its state, last outcome and next run (cron/listar). */
export async function listTareas(db: Db, now: Date): Promise<z.output<typeof tareaSchema>[]> {
  const rows = await db.select().from(tareaProgramada).orderBy(asc(tareaProgramada.eventName));
  return rows.map((t) => ({
    event_name: t.eventName,
    status: t.isActive ? 'true' : 'false',
    descripcion: t.descripcion,
    intervalo_minutos: t.intervaloMinutos,
    last_run_at: t.lastRunAt,
    last_status: t.lastStatus,
    last_detail: t.lastDetail,
    next_run_at: nextRunAt(t, now),
  }));
}

/** Activates or deactivates one task, or every task when no name is given (docs/RULES.md#operations). */
export async function setTareaActiva(
  db: Db,
  eventName: string | undefined,
  isActive: boolean,
): Promise<void> {
  if (eventName === undefined) {
    await db.update(tareaProgramada).set({ isActive });
    return;
  }
  const updated = await db
    .update(tareaProgramada)
    .set({ isActive })
    .where(eq(tareaProgramada.eventName, eventName))
    .returning({ e: tareaProgramada.eventName });
  if (updated.length === 0) throw notFound();
}

/**
 * Runs an active task now, on behalf of a person (cron/ejecutar): 404 for an unknown task, 409 for
 * an inactive or already running one, 502 when the run itself fails.
 */
export async function ejecutarTarea(ctx: AppContext, actor: Actor, eventName: string) {
  const outcome = await runTask(ctx, eventName, ctx.now(), { manual: true, runner: actor.email });
  if (!outcome.ran) {
    if (outcome.reason === 'desconocida') throw notFound();
    if (outcome.reason === 'inactiva') throw conflict(MSG.tareaInactiva);
    throw conflict(MSG.tareaNoEjecutada);
  }
  if (outcome.status === 'error') throw new HttpError(502, MSG.tareaNoEjecutada);
  return outcome;
}
