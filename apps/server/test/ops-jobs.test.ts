import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { facturaDisplayId, formatDate, formatMoney, todayInSantiago } from '@agro/domain/format';
import { addDays } from '@agro/domain/periods';
import {
  carga,
  clientePrincipal,
  factura,
  limiteContador,
  logEntry,
  parcela,
  recordatorioFactura,
  servicio,
  sesion,
  tareaProgramada,
  tokenRecuperacion,
  usuario,
} from '../src/db/schema/index.ts';
import { runTask } from '../src/jobs/scheduler.ts';
import { afterReplySettled } from '../src/modules/usuario/after-reply.ts';
import { buildTestApp, PUBLIC_URL } from './helpers.ts';
import { decodeQp, startTestSmtp, type ReceivedMail } from './ops-smtp.ts';

// Every message of this file goes through a real SMTP listener.
const smtp = await startTestSmtp();
afterAll(() => smtp.stop());
const t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
const { ctx } = t;
const { db } = ctx.database;

const DAY_MS = 24 * 3600_000;
const start = Date.now();
/** A moment `days` after the start of the file (the seed's "today"); whole days fall in distinct daily slots. */
const at = (days: number) => new Date(start + days * DAY_MS);
const since = (n: number) => smtp.received.slice(n);
const to = (m: ReceivedMail) => m.to.join(',');

async function cpOf(email: string) {
  const [row] = await db
    .select({ cpId: clientePrincipal.cpId, usuarioId: usuario.usuarioId })
    .from(clientePrincipal)
    .innerJoin(usuario, eq(usuario.usuarioId, clientePrincipal.usuarioId))
    .where(eq(usuario.email, email));
  return row!;
}

async function overdue(cpId: number, now: Date) {
  const today = todayInSantiago(now);
  const rows = await db
    .select()
    .from(factura)
    .where(eq(factura.cpId, cpId))
    .orderBy(factura.fechaVencimiento);
  return rows.filter((f) => f.saldo > 0 && f.fechaVencimiento < today);
}

beforeEach(async () => {
  await db.update(tareaProgramada).set({ isActive: true });
});

describe('recordatorio_facturas_vencidas', () => {
  it('mails each client once, listing its overdue invoices with due date, balance and total debt', async () => {
    const now = at(0);
    t.setNow(now);
    const n = smtp.received.length;
    const outcome = await runTask(ctx, 'recordatorio_facturas_vencidas', now);
    expect(outcome).toMatchObject({ ran: true, status: 'ok' });

    const mails = since(n);
    expect(mails.map(to).sort()).toEqual(['cliente2@agrodemo.cl', 'cliente@agrodemo.cl']);
    const { cpId } = await cpOf('cliente@agrodemo.cl');
    const vencidas = await overdue(cpId, now);
    expect(vencidas.length).toBeGreaterThanOrEqual(2);
    const mail = decodeQp(mails.find((m) => to(m) === 'cliente@agrodemo.cl')!.raw);
    expect(mail).toContain('text/plain');
    expect(mail).toContain('text/html');
    expect(mail).toContain('Agro Monitoreo');
    for (const f of vencidas) {
      expect(mail).toContain(facturaDisplayId(cpId, f.facturarelId));
      expect(mail).toContain(formatDate(f.fechaVencimiento));
      expect(mail).toContain(formatMoney(f.saldo));
    }
    expect(mail).toContain(formatMoney(vencidas.reduce((s, f) => s + f.saldo, 0)));
    expect(mail).toContain(`${PUBLIC_URL}/login`);
    // Paid or not yet due invoices are not listed.
    const others = (await db.select().from(factura).where(eq(factura.cpId, cpId))).filter(
      (f) => !vencidas.some((v) => v.facturaId === f.facturaId),
    );
    for (const f of others) expect(mail).not.toContain(facturaDisplayId(cpId, f.facturarelId));
  });

  it('does not remind the same invoice again within a week', async () => {
    const n = smtp.received.length;
    t.setNow(at(1));
    expect(await runTask(ctx, 'recordatorio_facturas_vencidas', at(1))).toMatchObject({
      ran: true,
      status: 'ok',
    });
    t.setNow(at(5));
    expect(await runTask(ctx, 'recordatorio_facturas_vencidas', at(5))).toMatchObject({
      ran: true,
      status: 'ok',
    });
    expect(since(n)).toEqual([]);
  });

  it('reminds only the newly overdue invoice within the week, with the whole debt as total', async () => {
    const { cpId } = await cpOf('cliente@agrodemo.cl');
    const now = at(6);
    t.setNow(now);
    const ayer = addDays(todayInSantiago(now), -1);
    const [nueva] = await db
      .insert(factura)
      .values({
        cpId,
        facturarelId: 99,
        nombre: 'Visita técnica extraordinaria',
        tipoPago: 'UNICO',
        total: 77_000,
        saldo: 77_000,
        fechaEmision: addDays(ayer, -30),
        fechaVencimiento: ayer,
      })
      .returning();
    const n = smtp.received.length;
    expect(await runTask(ctx, 'recordatorio_facturas_vencidas', now)).toMatchObject({
      ran: true,
      status: 'ok',
    });
    const mails = since(n);
    expect(mails.map(to)).toEqual(['cliente@agrodemo.cl']);
    const mail = decodeQp(mails[0]!.raw);
    expect(mail).toContain(facturaDisplayId(cpId, 99));
    const vencidas = await overdue(cpId, now);
    for (const f of vencidas.filter((f) => f.facturaId !== nueva!.facturaId))
      expect(mail).not.toContain(facturaDisplayId(cpId, f.facturarelId));
    expect(mail).toContain(formatMoney(vencidas.reduce((s, f) => s + f.saldo, 0)));
    await db.delete(factura).where(eq(factura.facturaId, nueva!.facturaId));
  });

  it('reminds again after a week, and skips inactive clients', async () => {
    const { cpId: cp2 } = await cpOf('cliente2@agrodemo.cl');
    await db.update(clientePrincipal).set({ isActive: false }).where(eq(clientePrincipal.cpId, cp2));
    const n = smtp.received.length;
    t.setNow(at(8));
    await runTask(ctx, 'recordatorio_facturas_vencidas', at(8));
    expect(since(n).map(to)).toEqual(['cliente@agrodemo.cl']);
    await db.update(clientePrincipal).set({ isActive: true }).where(eq(clientePrincipal.cpId, cp2));
  });

  it('records the failure and keeps the invoices due when the SMTP server is down', async () => {
    const now = at(16);
    t.setNow(now);
    await smtp.stop();
    try {
      const outcome = await runTask(ctx, 'recordatorio_facturas_vencidas', now);
      expect(outcome).toMatchObject({ ran: true, status: 'error' });
      const [tarea] = await db
        .select()
        .from(tareaProgramada)
        .where(eq(tareaProgramada.eventName, 'recordatorio_facturas_vencidas'));
      expect(tarea).toMatchObject({ lastStatus: 'error', lastRunAt: now });
      expect(tarea!.lastDetail).toContain('falló');
      const recent = await db.select().from(recordatorioFactura).where(eq(recordatorioFactura.sentAt, now));
      expect(recent).toEqual([]);
    } finally {
      await smtp.start();
    }
    const n = smtp.received.length;
    const next = at(17);
    t.setNow(next);
    expect(await runTask(ctx, 'recordatorio_facturas_vencidas', next)).toMatchObject({
      ran: true,
      status: 'ok',
    });
    expect(since(n).map(to).sort()).toEqual(['cliente2@agrodemo.cl', 'cliente@agrodemo.cl']);
  });
});

describe('aviso_nuevos_informes', () => {
  it('notifies the client and its linked employees of uploads not notified yet, once', async () => {
    const { cpId } = await cpOf('cliente2@agrodemo.cl');
    const cargas = await db
      .select({ cargaId: carga.cargaId })
      .from(carga)
      .innerJoin(servicio, eq(servicio.servicioId, carga.servicioId))
      .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
      .where(eq(parcela.cpId, cpId))
      .orderBy(sql`${carga.inicio} desc`)
      .limit(2);
    const ids = cargas.map((c) => c.cargaId);
    await db.update(carga).set({ notificadoAt: null }).where(inArray(carga.cargaId, ids));
    const now = at(20);
    t.setNow(now);
    const n = smtp.received.length;
    expect(await runTask(ctx, 'aviso_nuevos_informes', now)).toMatchObject({
      ran: true,
      status: 'ok',
      detail: expect.stringContaining('2 aviso'),
    });
    const mails = since(n);
    expect(mails).toHaveLength(2);
    for (const m of mails) {
      expect(m.to).toContain('cliente2@agrodemo.cl');
      expect(m.to).toContain('empleado2@agrodemo.cl');
      expect(m.to).not.toContain('cliente@agrodemo.cl');
      expect(decodeQp(m.raw)).toContain(PUBLIC_URL);
    }
    expect(await db.select().from(carga).where(isNull(carga.notificadoAt))).toEqual([]);

    const again = at(20.1);
    t.setNow(again);
    expect(await runTask(ctx, 'aviso_nuevos_informes', again)).toMatchObject({ ran: true, status: 'ok' });
    expect(since(n)).toHaveLength(2);
  });
});

describe('purga_sesiones', () => {
  it('deletes expired sessions, dead reset links, day-old sign-in failures and logs past the retention', async () => {
    const now = at(30);
    t.setNow(now);
    const [u] = await db.select().from(usuario).where(eq(usuario.email, 'empleado@agrodemo.cl'));
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const later = (ms: number) => new Date(now.getTime() + ms);
    const sesiones = await db
      .insert(sesion)
      .values([
        { tokenHash: 'ops-vencida', usuarioId: u!.usuarioId, expiresAt: ago(1000) },
        { tokenHash: 'ops-viva', usuarioId: u!.usuarioId, expiresAt: later(DAY_MS) },
      ])
      .returning();
    const tokens = await db
      .insert(tokenRecuperacion)
      .values([
        { tokenHash: 'ops-t-vencido', usuarioId: u!.usuarioId, expiresAt: ago(1000) },
        {
          tokenHash: 'ops-t-usado',
          usuarioId: u!.usuarioId,
          expiresAt: later(3600_000),
          usedAt: ago(60_000),
        },
        { tokenHash: 'ops-t-vivo', usuarioId: u!.usuarioId, expiresAt: later(3600_000) },
      ])
      .returning();
    await db.insert(limiteContador).values([
      { clave: 'login:ops-viejo@x.cl', ventana: ago(DAY_MS + 1000), n: 3 },
      { clave: 'login:ops-reciente@x.cl', ventana: ago(3600_000), n: 3 },
    ]);
    const retention = ctx.config.logRetentionDays * DAY_MS;
    const logs = await db
      .insert(logEntry)
      .values([
        {
          apiUrl: '/api/v1/ops-viejo',
          apiMethod: 'POST',
          eventType: 'exito',
          archivoNom: 'log-opsviejo',
          createdAt: ago(retention + 1000),
        },
        {
          apiUrl: '/api/v1/ops-reciente',
          apiMethod: 'POST',
          eventType: 'exito',
          archivoNom: 'log-opsrecien',
          createdAt: ago(retention - DAY_MS),
        },
      ])
      .returning();

    const outcome = await runTask(ctx, 'purga_sesiones', now);
    expect(outcome).toMatchObject({ ran: true, status: 'ok' });

    const left = async <T>(rows: T[]) => rows;
    const sesionesLeft = await left(
      await db
        .select()
        .from(sesion)
        .where(
          inArray(
            sesion.sesionId,
            sesiones.map((s) => s.sesionId),
          ),
        ),
    );
    expect(sesionesLeft.map((s) => s.tokenHash)).toEqual(['ops-viva']);
    const tokensLeft = await db
      .select()
      .from(tokenRecuperacion)
      .where(
        inArray(
          tokenRecuperacion.tokenId,
          tokens.map((x) => x.tokenId),
        ),
      );
    expect(tokensLeft.map((x) => x.tokenHash)).toEqual(['ops-t-vivo']);
    const contadores = await db
      .select()
      .from(limiteContador)
      .where(inArray(limiteContador.clave, ['login:ops-viejo@x.cl', 'login:ops-reciente@x.cl']));
    expect(contadores.map((x) => x.clave)).toEqual(['login:ops-reciente@x.cl']);
    const logsLeft = await db
      .select()
      .from(logEntry)
      .where(
        inArray(
          logEntry.logdescId,
          logs.map((l) => l.logdescId),
        ),
      );
    expect(logsLeft.map((l) => l.apiUrl)).toEqual(['/api/v1/ops-reciente']);
    // Seeded sessions of today are long expired 30 days later; the live one above is kept.
    const all = await db
      .select()
      .from(sesion)
      .where(and(eq(sesion.usuarioId, u!.usuarioId)));
    expect(all.every((s) => s.expiresAt > now)).toBe(true);
  });
});

describe('platform e-mail through SMTP', () => {
  it('delivers the recovery e-mail as branded HTML and text with a link from PUBLIC_URL', async () => {
    t.setNow(new Date());
    const n = smtp.received.length;
    const res = await t.app.inject({ url: '/api/v1/usuario/recuperar/cliente%40agrodemo.cl' });
    expect(res.statusCode).toBe(200);
    await afterReplySettled(t.ctx);
    const mails = since(n);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['cliente@agrodemo.cl']);
    expect(mails[0]!.from).toBe('no-responder@agromonitoreo.cl');
    const raw = decodeQp(mails[0]!.raw);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    expect(raw).toContain('Restablece tu contraseña');
    expect(raw).toContain(`${PUBLIC_URL}/nueva-contrasena?t=`);
    expect(raw).toContain('Agro Monitoreo');
  });
});
