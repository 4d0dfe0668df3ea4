import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayInSantiago } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { factura, pago, pagoIdempotencia, usuario } from '../src/db/schema/index.ts';
import { purgaSesiones } from '../src/jobs/purga.ts';
import { buildTestApp } from './helpers.ts';

/**
 * Issue 10, finding 9: a payment sent twice (a double click, a retry after a lost answer) must be
 * recorded once. With an `Idempotency-Key` header the first request records the payment and its
 * answer; a repeat by the same user gets that answer again and records nothing.
 */
const t = await buildTestApp();
const { app } = t;
const [admin, dev] = await Promise.all(['admin@agrodemo.cl', 'dev@agrodemo.cl'].map((e) => t.login(e)));
const cp1 = (
  await app.inject({ url: '/api/v1/cp/self', headers: { cookie: await t.login('cliente@agrodemo.cl') } })
).json().cp[0].cp_id as number;
const db = t.ctx.database.db;
const [{ adminId }] = (await db
  .select({ adminId: usuario.usuarioId })
  .from(usuario)
  .where(eq(usuario.email, 'admin@agrodemo.cl'))) as [{ adminId: number }];

const pagar = (cookie: string, payload: object, clave?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/pago/pagar',
    headers: { cookie, ...(clave === undefined ? {} : { 'idempotency-key': clave }) },
    payload,
  });

async function nuevaFactura(total: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/factura/crear',
    headers: { cookie: admin! },
    payload: { nombre: 'Visita', tipo_pago: 'UNICO', total, cp_raw: cp1, fecha_inicio: todayInSantiago() },
  });
  expect(res.statusCode).toBe(201);
  return res.json().factura[0].factura_id as number;
}
const pagosDe = (id: number) => db.select().from(pago).where(eq(pago.facturaId, id));
const saldo = async (id: number) =>
  (await db.select({ s: factura.saldo }).from(factura).where(eq(factura.facturaId, id)))[0]!.s;
const abono = (id: number, monto = 10_000) => ({
  pago0: { factura_id: id, abono: monto, num_factura_sii: 'SII-1', comentarios: '' },
});

describe('POST pago/pagar with an Idempotency-Key', () => {
  it('records one payment for two identical requests; the second gets the first answer', async () => {
    const id = await nuevaFactura(50_000);
    const clave = randomUUID();
    const first = await pagar(admin!, abono(id), clave);
    const second = await pagar(admin!, abono(id), clave);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'success', mensaje: MSG.facturaSaldada });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await pagosDe(id)).toHaveLength(1);
    expect(await saldo(id)).toBe(40_000);
  });

  it('records two payments for two different keys, and for two requests without a key (as before)', async () => {
    const id = await nuevaFactura(50_000);
    expect((await pagar(admin!, abono(id), randomUUID())).statusCode).toBe(201);
    expect((await pagar(admin!, abono(id), randomUUID())).statusCode).toBe(201);
    expect((await pagar(admin!, abono(id))).statusCode).toBe(201);
    expect((await pagar(admin!, abono(id))).statusCode).toBe(201);
    expect(await pagosDe(id)).toHaveLength(4);
    expect(await saldo(id)).toBe(10_000);
  });

  it('records exactly one payment for a parallel burst with one key, every answer the same', async () => {
    const id = await nuevaFactura(100_000);
    const clave = randomUUID();
    const res = await Promise.all(Array.from({ length: 12 }, () => pagar(admin!, abono(id, 7_000), clave)));
    expect(res.map((r) => r.statusCode)).toEqual(res.map(() => 201));
    const bodies = new Set(res.map((r) => r.body));
    expect(bodies.size).toBe(1);
    expect(await pagosDe(id)).toHaveLength(1);
    expect(await saldo(id)).toBe(93_000);
  });

  it('scopes a key to its user: the same key from another user is another payment', async () => {
    const id = await nuevaFactura(50_000);
    const clave = randomUUID();
    const a = await pagar(admin!, abono(id), clave);
    const b = await pagar(dev!, abono(id), clave);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().pagos[0].pago_id).not.toBe(a.json().pagos[0].pago_id);
    expect(await pagosDe(id)).toHaveLength(2);
  });

  it('answers 409 for a key reused with another request, and 400 for a key that is not a UUID', async () => {
    const id = await nuevaFactura(50_000);
    const clave = randomUUID();
    expect((await pagar(admin!, abono(id, 5_000), clave)).statusCode).toBe(201);
    const otra = await pagar(admin!, abono(id, 6_000), clave);
    expect(otra.statusCode).toBe(409);
    expect(otra.json()).toEqual({ status: 'error', mensaje: MSG.claveIdempotenciaUsada });
    const mala = await pagar(admin!, abono(id), 'no-es-un-uuid');
    expect(mala.statusCode).toBe(400);
    expect(mala.json().mensaje).toBe(MSG.campoInvalido('Idempotency-Key'));
    expect(await pagosDe(id)).toHaveLength(1);
  });

  it('keeps no key for a refused request, so the corrected request can use it', async () => {
    const id = await nuevaFactura(20_000);
    const clave = randomUUID();
    const refused = await pagar(admin!, abono(id, 30_000), clave);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().mensaje).toBe(MSG.abonoInvalido);
    expect(await db.select().from(pagoIdempotencia).where(eq(pagoIdempotencia.clave, clave))).toEqual([]);
    expect((await pagar(admin!, abono(id, 20_000), clave)).statusCode).toBe(201);
    expect(await saldo(id)).toBe(0);
  });

  it('forgets a key after 24 hours, and the purge job deletes it', async () => {
    const id = await nuevaFactura(50_000);
    const clave = randomUUID();
    expect((await pagar(admin!, abono(id), clave)).statusCode).toBe(201);
    const later = new Date(Date.now() + 25 * 3600_000);
    t.setNow(later);
    try {
      // Sessions do not survive 25 idle hours: sign in again at the moved clock.
      const cookie = await t.login('admin@agrodemo.cl');
      expect((await pagar(cookie, abono(id), clave)).statusCode).toBe(201);
      expect(await pagosDe(id)).toHaveLength(2);
      const vieja = randomUUID();
      await db
        .insert(pagoIdempotencia)
        .values({
          usuarioId: adminId,
          clave: vieja,
          huella: 'x',
          createdAt: new Date(Date.now() - 25 * 3600_000),
        })
        .onConflictDoNothing();
      const { detail } = await purgaSesiones(t.ctx, later);
      expect(detail).toMatch(/claves? de pago/);
      const quedan = await db.select().from(pagoIdempotencia);
      expect(quedan.some((k) => k.clave === vieja)).toBe(false);
      // The key used at the moved clock is recent there and stays.
      expect(quedan.filter((k) => k.clave === clave)).toHaveLength(1);
    } finally {
      t.setNow(new Date());
    }
  });
});
