import os from 'node:os';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { tareaEjecucion, tareaProgramada } from '../db/schema/index.ts';
import { metrics } from '../lib/metrics.ts';
import { withSpan } from '../lib/tracing.ts';
import { avisarFallaTarea } from './aviso-fallas.ts';
import { avisoNuevosInformes } from './aviso-informes.ts';
import { limpiezaArchivos } from './limpieza-archivos.ts';
import { limpiezaSubidas } from './limpieza-subidas.ts';
import { purgaSesiones } from './purga.ts';
import { recordatorioFacturasVencidas } from './recordatorio-facturas.ts';
import type { Job } from './types.ts';

/** The job behind each task of `tarea_programada` (seeded by ensureScheduledTasks). */
export const JOBS: Record<string, Job> = {
  recordatorio_facturas_vencidas: recordatorioFacturasVencidas,
  aviso_nuevos_informes: avisoNuevosInformes,
  purga_sesiones: purgaSesiones,
  limpieza_archivos: limpiezaArchivos,
  limpieza_subidas: limpiezaSubidas,
};

const MINUTE_MS = 60_000;
const DETAIL_MAX = 1000;

// Slots start at 12:00 UTC (09:00 in Santiago in summer, 08:00 in winter), so a daily task such as
// the invoice reminder goes out in the morning; shorter intervals that divide a day are unaffected.
const SLOT_ORIGIN_MS = 12 * 3600_000;

/** Start of the time slot `now` falls in: consecutive intervals of the task's length from SLOT_ORIGIN_MS. */
export function slotOf(now: Date, intervaloMinutos: number): Date {
  const ms = Math.max(1, intervaloMinutos) * MINUTE_MS;
  return new Date(Math.floor((now.getTime() - SLOT_ORIGIN_MS) / ms) * ms + SLOT_ORIGIN_MS);
}

/** When an active task runs next: at the next tick if its current slot has not run, else when the next slot starts. */
export function nextRunAt(
  t: { isActive: boolean; intervaloMinutos: number; lastRunAt: Date | null },
  now: Date,
): Date | null {
  if (!t.isActive) return null;
  const slot = slotOf(now, t.intervaloMinutos);
  if (!t.lastRunAt || t.lastRunAt.getTime() < slot.getTime()) return now;
  return new Date(slot.getTime() + Math.max(1, t.intervaloMinutos) * MINUTE_MS);
}

export type RunOutcome =
  | { ran: true; status: 'ok' | 'error'; detail: string }
  | { ran: false; reason: 'desconocida' | 'inactiva' | 'ocupada' };

export interface RunOptions {
  /** A run asked for by a person: its own slot (the exact instant), so it never collides with the schedule. */
  manual?: boolean;
  /** Who ran it, kept in tarea_ejecucion.runner. */
  runner?: string;
}

export const defaultRunner = () => `${os.hostname()}:${process.pid}`;

/**
 * Runs one task for the slot of `now`, once across every process sharing the database: the
 * process whose INSERT of (event_name, slot) succeeds runs it; the others get `ocupada`.
 * Inactive tasks do not run.
 */
export async function runTask(
  ctx: AppContext,
  eventName: string,
  now: Date,
  opts: RunOptions = {},
): Promise<RunOutcome> {
  const { db } = ctx.database;
  const [tarea] = await db.select().from(tareaProgramada).where(eq(tareaProgramada.eventName, eventName));
  if (!tarea) return { ran: false, reason: 'desconocida' };
  if (!tarea.isActive) return { ran: false, reason: 'inactiva' };
  const slot = opts.manual ? now : slotOf(now, tarea.intervaloMinutos);
  const claimed = await db
    .insert(tareaEjecucion)
    .values({
      eventName,
      slot,
      startedAt: now,
      status: 'running',
      runner: `${opts.manual ? 'manual ' : ''}${opts.runner ?? defaultRunner()}`,
    })
    .onConflictDoNothing()
    .returning({ slot: tareaEjecucion.slot });
  if (claimed.length === 0) return { ran: false, reason: 'ocupada' };

  const job = JOBS[eventName];
  let status: 'ok' | 'error';
  let detail: string;
  const started = performance.now();
  try {
    if (!job) throw new Error('Tarea sin implementación en este servidor');
    // With tracing on, a run is a trace of its own (its queries and mails are its children).
    const result = await withSpan(`task ${eventName}`, { 'agro.task': eventName }, () => job(ctx, now));
    status = result.ok ? 'ok' : 'error';
    detail = result.detail;
  } catch (err) {
    status = 'error';
    detail = `Error: ${err instanceof Error ? err.message : String(err)}`;
  }
  metrics.taskRun(eventName, status, (performance.now() - started) / 1000);
  detail = detail.slice(0, DETAIL_MAX);
  const finishedAt = new Date(Math.max(ctx.now().getTime(), now.getTime()));
  await db
    .update(tareaEjecucion)
    .set({ finishedAt, status, detail })
    .where(and(eq(tareaEjecucion.eventName, eventName), eq(tareaEjecucion.slot, slot)));
  await db
    .update(tareaProgramada)
    .set({ lastRunAt: now, lastStatus: status, lastDetail: detail })
    .where(eq(tareaProgramada.eventName, eventName));
  // Staff see the failure in the app; a failing notice must not turn into a failed run.
  if (status === 'error')
    await avisarFallaTarea(db, { eventName, descripcion: tarea.descripcion, slot, detail, now }).catch(
      () => undefined,
    );
  return { ran: true, status, detail };
}

/** One scheduler tick: every active task whose current slot has not run yet is run (once, see runTask). */
export async function runDueTasks(
  ctx: AppContext,
  now: Date,
  runner = defaultRunner(),
): Promise<Record<string, RunOutcome>> {
  const tareas = await ctx.database.db.select().from(tareaProgramada).orderBy(asc(tareaProgramada.eventName));
  const outcomes: Record<string, RunOutcome> = {};
  for (const t of tareas) {
    if (!t.isActive) continue;
    if (t.lastRunAt && t.lastRunAt.getTime() >= slotOf(now, t.intervaloMinutos).getTime()) continue;
    outcomes[t.eventName] = await runTask(ctx, t.eventName, now, { runner });
  }
  return outcomes;
}

const INTERRUPTED = 'Error: la ejecución se interrumpió (base de datos no disponible al terminar)';

/**
 * Closes, as failed, the runs of this process still marked running when none is: their final
 * writes met an unreachable database. Without this they would stay running for good.
 */
export async function closeInterruptedRuns(ctx: AppContext, runner: string, now: Date): Promise<number> {
  const { db } = ctx.database;
  const closed = await db
    .update(tareaEjecucion)
    .set({ status: 'error', finishedAt: now, detail: INTERRUPTED })
    .where(and(eq(tareaEjecucion.status, 'running'), eq(tareaEjecucion.runner, runner)))
    .returning({ eventName: tareaEjecucion.eventName, startedAt: tareaEjecucion.startedAt });
  for (const r of closed)
    await db
      .update(tareaProgramada)
      .set({ lastRunAt: r.startedAt, lastStatus: 'error', lastDetail: INTERRUPTED })
      .where(eq(tareaProgramada.eventName, r.eventName));
  return closed.length;
}

export interface Scheduler {
  stop(): Promise<void>;
}

interface Log {
  error(obj: unknown, msg?: string): void;
  info(msg: string): void;
}

/** Checks the tasks every minute (and shortly after start) until stopped. */
export function startScheduler(
  ctx: AppContext,
  opts: { everyMs?: number; firstAfterMs?: number; log?: Log } = {},
): Scheduler {
  const runner = defaultRunner();
  let current: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (current || stopped) return;
    // A failed tick (the database away) is logged and the next one tries again.
    current = closeInterruptedRuns(ctx, runner, ctx.now())
      .then(() => runDueTasks(ctx, ctx.now(), runner))
      .then((outcomes) => {
        for (const [name, o] of Object.entries(outcomes))
          if (o.ran) opts.log?.info(`tarea ${name}: ${o.status} – ${o.detail}`);
      })
      .catch((err: unknown) => opts.log?.error({ err }, 'scheduler tick failed'))
      .finally(() => {
        current = null;
      });
  };
  const first = setTimeout(tick, opts.firstAfterMs ?? 5_000);
  const every = setInterval(tick, opts.everyMs ?? MINUTE_MS);
  first.unref();
  every.unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await current;
    },
  };
}
