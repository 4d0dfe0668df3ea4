import { asc, eq } from 'drizzle-orm';
import type { TareaDto } from '@agro/domain/schemas/operaciones';
import type { Db } from '../../db/client.ts';
import { tareaProgramada } from '../../db/schema/index.ts';
import { nextRunAt } from '../../jobs/scheduler.ts';
import { notFound } from '../../lib/errors.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Every scheduled task with its state, last outcome and next run (cron/listar). */
export async function listTareas(db: Db, now: Date): Promise<TareaDto[]> {
  const rows = await db.select().from(tareaProgramada).orderBy(asc(tareaProgramada.eventName));
  return rows.map((t) => ({
    event_name: t.eventName,
    status: t.isActive ? 'true' : 'false',
    descripcion: t.descripcion,
    intervalo_minutos: t.intervaloMinutos,
    last_run_at: iso(t.lastRunAt),
    last_status: t.lastStatus,
    last_detail: t.lastDetail,
    next_run_at: iso(nextRunAt(t, now)),
  }));
}

/** Throws 404 when the task does not exist. */
export async function assertTarea(db: Db, eventName: string): Promise<void> {
  const [t] = await db
    .select({ e: tareaProgramada.eventName })
    .from(tareaProgramada)
    .where(eq(tareaProgramada.eventName, eventName));
  if (!t) throw notFound();
}

/** Activates or deactivates one task, or every task when no name is given (DECISIONS §9). */
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
