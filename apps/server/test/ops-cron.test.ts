import { and, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { carga, tareaEjecucion, tareaProgramada } from '../src/db/schema/index.ts';
import { runDueTasks, runTask, slotOf } from '../src/jobs/scheduler.ts';
import { buildTestApp } from './helpers.ts';

const t = await buildTestApp();
const { app, ctx } = t;
const { db } = ctx.database;
let admin = await t.login('admin@agrodemo.cl');
const TAREAS = [
  'aviso_nuevos_informes',
  'limpieza_archivos',
  'limpieza_subidas',
  'purga_sesiones',
  'recordatorio_facturas_vencidas',
];

const post = (url: string, payload?: unknown, cookie = admin) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/cron/${url}`,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const listar = async () =>
  (await app.inject({ url: '/api/v1/cron/listar', headers: { cookie: admin } })).json().tareas as {
    event_name: string;
    status: string;
  }[];
const estados = async () => Object.fromEntries((await listar()).map((x) => [x.event_name, x.status]));
const todas = (status: 'true' | 'false') => Object.fromEntries(TAREAS.map((e) => [e, status]));

// Moments of yesterday (UTC), so sessions stay valid while the clock is moved.
const DAY_MS = 24 * 3600_000;
const yesterdayAt = (hhmm: string) =>
  new Date(`${new Date(Date.now() - DAY_MS).toISOString().slice(0, 10)}T${hhmm}:00Z`);

beforeEach(async () => {
  await db
    .update(tareaProgramada)
    .set({ isActive: true, lastRunAt: null, lastStatus: null, lastDetail: null });
  t.setNow(new Date());
  admin = await t.login('admin@agrodemo.cl');
});

describe('GET /cron/listar', () => {
  it('answers 401 without a session and 403 for clients and employees', async () => {
    expect((await app.inject({ url: '/api/v1/cron/listar' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          url: '/api/v1/cron/listar',
          headers: { cookie: await t.login('cliente@agrodemo.cl') },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          url: '/api/v1/cron/listar',
          headers: { cookie: await t.login('empleado@agrodemo.cl') },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lists the three tasks with status, description, interval, last and next run', async () => {
    const res = await app.inject({
      url: '/api/v1/cron/listar',
      headers: { cookie: await t.login('dev@agrodemo.cl') },
    });
    expect(res.statusCode).toBe(200);
    const { tareas } = res.json();
    expect(tareas.map((x: { event_name: string }) => x.event_name)).toEqual(TAREAS);
    for (const tarea of tareas) {
      expect(tarea).toMatchObject({
        status: 'true',
        descripcion: expect.any(String),
        intervalo_minutos: expect.any(Number),
      });
      expect(Object.keys(tarea).sort()).toEqual(
        [
          'descripcion',
          'event_name',
          'intervalo_minutos',
          'last_detail',
          'last_run_at',
          'last_status',
          'next_run_at',
          'status',
        ].sort(),
      );
    }
  });
});

describe('POST /cron/activar and /cron/desactivar', () => {
  it('change one task with a body, every task without one', async () => {
    const one = await post('desactivar', { event_name: 'purga_sesiones' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ status: 'success', mensaje: 'Tarea actualizada con éxito' });
    expect(await estados()).toEqual({ ...todas('true'), purga_sesiones: 'false' });

    expect((await post('desactivar')).statusCode).toBe(200);
    expect(await estados()).toEqual(todas('false'));
    expect((await post('activar', {})).statusCode).toBe(200);
    expect(await estados()).toEqual(todas('true'));
    // An empty JSON body, as some clients send it, means "every task" too.
    const empty = await app.inject({
      method: 'POST',
      url: '/api/v1/cron/desactivar',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    expect(await estados()).toEqual(todas('false'));
    expect((await post('activar', { event_name: 'aviso_nuevos_informes' })).statusCode).toBe(200);
    expect(await estados()).toEqual({ ...todas('false'), aviso_nuevos_informes: 'true' });
  });

  it('answers 404 for an unknown task, 400 for an invalid body, 401/403 without staff, changing nothing', async () => {
    await post('desactivar', { event_name: 'purga_sesiones' });
    const before = await estados();
    expect((await post('activar', { event_name: 'no_existe' })).statusCode).toBe(404);
    expect((await post('activar', { event_name: 123 })).statusCode).toBe(400);
    expect((await post('activar', { event_name: '' })).statusCode).toBe(400);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/cron/activar',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: '{no json',
    });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/v1/cron/activar' })).statusCode).toBe(401);
    expect((await post('activar', undefined, await t.login('cliente@agrodemo.cl'))).statusCode).toBe(403);
    expect((await post('activar', undefined, await t.login('empleado@agrodemo.cl'))).statusCode).toBe(403);
    expect(await estados()).toEqual(before);
  });
});

describe('POST /cron/ejecutar', () => {
  it('runs a task now and shows its outcome in the list', async () => {
    const res = await post('ejecutar', { event_name: 'purga_sesiones' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      mensaje: 'Tarea ejecutada',
      resultado: { ran: true, status: 'ok' },
    });
    const tarea = (await listar()).find((x) => x.event_name === 'purga_sesiones') as unknown as Record<
      string,
      string
    >;
    expect(tarea.last_status).toBe('ok');
    expect(tarea.last_detail).toContain('Eliminados');
    expect(Date.parse(tarea.last_run_at!)).toBeGreaterThan(Date.now() - 60_000);
    const runs = await db.select().from(tareaEjecucion).where(eq(tareaEjecucion.eventName, 'purga_sesiones'));
    expect(
      runs.some((r) => r.status === 'ok' && r.runner === 'manual admin@agrodemo.cl' && r.finishedAt),
    ).toBe(true);
  });

  it('answers 400 without a task, 404 for an unknown one, 409 for an inactive one, 401/403 without staff', async () => {
    expect((await post('ejecutar', {})).statusCode).toBe(400);
    expect((await post('ejecutar', { event_name: 'no_existe' })).statusCode).toBe(404);
    await post('desactivar', { event_name: 'aviso_nuevos_informes' });
    const inactive = await post('ejecutar', { event_name: 'aviso_nuevos_informes' });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().mensaje).toBe('La tarea está inactiva; actívela antes de ejecutarla');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/cron/ejecutar',
          payload: { event_name: 'purga_sesiones' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await post('ejecutar', { event_name: 'purga_sesiones' }, await t.login('cliente2@agrodemo.cl')))
        .statusCode,
    ).toBe(403);
    const runs = await db
      .select()
      .from(tareaEjecucion)
      .where(eq(tareaEjecucion.eventName, 'aviso_nuevos_informes'));
    expect(runs).toEqual([]);
  });
});

describe('scheduler', () => {
  it('cuts slots by the task interval, days starting at 12:00 UTC (morning in Santiago)', () => {
    expect(slotOf(new Date('2026-01-10T13:00:00Z'), 1440).toISOString()).toBe('2026-01-10T12:00:00.000Z');
    expect(slotOf(new Date('2026-01-10T11:59:00Z'), 1440).toISOString()).toBe('2026-01-09T12:00:00.000Z');
    expect(slotOf(new Date('2026-01-10T11:59:00Z'), 60).toISOString()).toBe('2026-01-10T11:00:00.000Z');
    expect(slotOf(new Date('2026-01-10T11:59:00Z'), 15).toISOString()).toBe('2026-01-10T11:45:00.000Z');
  });

  it('runs each due task once per slot and reports the next run', async () => {
    const now = yesterdayAt('10:07');
    t.setNow(now);
    const first = await runDueTasks(ctx, now, 'prueba');
    expect(Object.keys(first).sort()).toEqual(TAREAS);
    expect(Object.values(first).every((o) => o.ran)).toBe(true);
    // Same slot again, from this or any other process: nothing runs.
    expect(await runDueTasks(ctx, new Date(now.getTime() + 60_000), 'prueba')).toEqual({});
    expect(await runTask(ctx, 'purga_sesiones', now)).toEqual({ ran: false, reason: 'ocupada' });

    const tareas = (await listar()) as unknown as {
      event_name: string;
      next_run_at: string;
      intervalo_minutos: number;
    }[];
    for (const x of tareas) {
      const slot = slotOf(now, x.intervalo_minutos).getTime();
      expect(x.next_run_at, x.event_name).toBe(new Date(slot + x.intervalo_minutos * 60_000).toISOString());
    }
    // The 15-minute notice task is due again at 10:15; the hourly purge is not.
    const later = await runDueTasks(ctx, yesterdayAt('10:15'), 'prueba');
    expect(Object.keys(later)).toEqual(['aviso_nuevos_informes']);
  });

  it('never runs a deactivated task', async () => {
    const [pendiente] = await db.select().from(carga).limit(1);
    await db.update(carga).set({ notificadoAt: null }).where(eq(carga.cargaId, pendiente!.cargaId));
    expect((await post('desactivar', { event_name: 'aviso_nuevos_informes' })).statusCode).toBe(200);
    const now = yesterdayAt('14:00');
    t.setNow(now);
    const before = t.outbox().length;
    const outcomes = await runDueTasks(ctx, now, 'prueba');
    expect(outcomes.aviso_nuevos_informes).toBeUndefined();
    expect(await runTask(ctx, 'aviso_nuevos_informes', now)).toEqual({ ran: false, reason: 'inactiva' });
    const runs = await db
      .select()
      .from(tareaEjecucion)
      .where(
        and(eq(tareaEjecucion.eventName, 'aviso_nuevos_informes'), eq(tareaEjecucion.slot, slotOf(now, 15))),
      );
    expect(runs).toEqual([]);
    expect(await db.select().from(carga).where(isNull(carga.notificadoAt))).toHaveLength(1);
    expect(
      t
        .outbox()
        .slice(before)
        .some((m) => m.includes('Nuevos informes')),
    ).toBe(false);
    expect((await listar()).find((x) => x.event_name === 'aviso_nuevos_informes')).toMatchObject({
      status: 'false',
      next_run_at: null,
    });

    // Once active again, the next tick sends the pending notice.
    await post('activar', { event_name: 'aviso_nuevos_informes' });
    const again = await runDueTasks(ctx, now, 'prueba');
    expect(again.aviso_nuevos_informes).toMatchObject({ ran: true, status: 'ok' });
    expect(await db.select().from(carga).where(isNull(carga.notificadoAt))).toHaveLength(0);
  });
});
