import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context.ts';
import { openDatabase } from '../src/db/client.ts';
import { recordatorioFactura, tareaEjecucion } from '../src/db/schema/index.ts';
import { runDueTasks, runTask, slotOf } from '../src/jobs/scheduler.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { buildTestApp } from './helpers.ts';

// Two server processes sharing one PostgreSQL database: each opens its own connection pool
// and its own outbox, exactly as two `main.ts` processes would.
const pg = process.env.DATABASE_URL;
const t = pg ? await buildTestApp() : null;

async function secondProcess(a: AppContext): Promise<{ ctx: AppContext; outbox: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agro-ops-b-'));
  const database = await openDatabase(a.config.databaseUrl, dir);
  const outbox = path.join(dir, 'outbox');
  return {
    ctx: { ...a, database, mailer: createMailer({ outboxDir: outbox, from: a.config.mailFrom }) },
    outbox,
  };
}

const count = (dir: string) => {
  try {
    return readdirSync(dir).length;
  } catch {
    return 0;
  }
};

describe('scheduled tasks with several processes on one PostgreSQL', () => {
  it.skipIf(!pg)('run each slot once, sending one set of e-mails', async () => {
    const a = t!.ctx;
    const b = await secondProcess(a);
    try {
      await race(a, b);
    } finally {
      await b.ctx.database.close();
    }
  });
});

/** Both processes race for the same slots; checks that each runs once and mails go out once. */
async function race(a: AppContext, b: { ctx: AppContext; outbox: string }) {
  const mails = () => t!.outbox().length + count(b.outbox);
  const { db } = a.database;
  const DAY_MS = 24 * 3600_000;
  const start = Date.now();

  // Five daily slots in a row, both processes racing for each one.
  for (let day = 0; day < 5; day++) {
    const now = new Date(start + day * DAY_MS);
    const [ra, rb] = await Promise.all([
      runTask(a, 'recordatorio_facturas_vencidas', now, { runner: 'A' }),
      runTask(b.ctx, 'recordatorio_facturas_vencidas', now, { runner: 'B' }),
    ]);
    expect([ra.ran, rb.ran].filter(Boolean)).toHaveLength(1);
    expect([ra, rb].find((r) => !r.ran)).toEqual({ ran: false, reason: 'ocupada' });
    const rows = await db
      .select()
      .from(tareaEjecucion)
      .where(eq(tareaEjecucion.slot, slotOf(now, 1440)));
    expect(rows.filter((r) => r.eventName === 'recordatorio_facturas_vencidas')).toHaveLength(1);
  }
  const runs = await db
    .select()
    .from(tareaEjecucion)
    .where(eq(tareaEjecucion.eventName, 'recordatorio_facturas_vencidas'));
  expect(runs).toHaveLength(5);
  expect(runs.every((r) => r.status === 'ok' && r.finishedAt)).toBe(true);
  // cliente@ and cliente2@ have overdue invoices: one e-mail each, then a week of silence.
  expect(mails()).toBe(2);
  const reminded = await db.select().from(recordatorioFactura);
  expect(new Set(reminded.map((r) => r.facturaId)).size).toBe(reminded.length);

  // Whole ticks racing: every due task runs in exactly one of the two processes.
  const tick = new Date(start + 10 * DAY_MS);
  const [ta, tb] = await Promise.all([runDueTasks(a, tick, 'A'), runDueTasks(b.ctx, tick, 'B')]);
  for (const name of [
    'aviso_nuevos_informes',
    'limpieza_archivos',
    'limpieza_subidas',
    'purga_sesiones',
    'recordatorio_facturas_vencidas',
  ]) {
    const ran = [ta[name], tb[name]].filter((o) => o?.ran);
    expect(ran, name).toHaveLength(1);
  }
  expect(mails()).toBe(4);

  // Even two manual runs at once (distinct slots) never remind an invoice twice.
  const manual = new Date(start + 20 * DAY_MS);
  const both = await Promise.all([
    runTask(a, 'recordatorio_facturas_vencidas', manual, { manual: true, runner: 'A' }),
    runTask(b.ctx, 'recordatorio_facturas_vencidas', new Date(manual.getTime() + 1), {
      manual: true,
      runner: 'B',
    }),
  ]);
  expect(both.every((r) => r.ran)).toBe(true);
  expect(mails()).toBe(6);
}
