// The setup the payment tests share (finanzas-pagos, pagos-comprobantes): one app on a fresh database,
// the demo's five accounts signed in, the two demo companies, and small helpers to make an invoice
// and read it back with its payments.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { todayInSantiago } from '@agro/domain/format';
import { factura, pago } from '../../src/db/schema/index.ts';
import { buildTestApp } from '../helpers.ts';

export async function pagosFixture() {
  const t = await buildTestApp();
  const { app } = t;
  const [admin, dev, cliente, cliente2, empleado] = await Promise.all(
    [
      'admin@agrodemo.cl',
      'dev@agrodemo.cl',
      'cliente@agrodemo.cl',
      'cliente2@agrodemo.cl',
      'empleado@agrodemo.cl',
    ].map((e) => t.login(e)),
  );
  const cpOf = async (cookie: string) =>
    (await app.inject({ url: '/api/v1/cp/self', headers: { cookie } })).json().cp[0].cp_id as number;
  const db = t.ctx.database.db;
  const today = todayInSantiago(t.ctx.now());

  const post = (cookie: string | null, url: string, payload?: object) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });

  /** A one-off invoice made by the admin; its id. */
  async function nuevaFactura(cpId: number, total: number, nombre = 'Servicio puntual') {
    const res = await post(admin!, 'factura/crear', {
      nombre,
      tipo_pago: 'UNICO',
      total,
      cp_raw: cpId,
      fecha_inicio: today,
    });
    expect(res.statusCode).toBe(201);
    return res.json().factura[0].factura_id as number;
  }
  const leer = async (id: number) => (await db.select().from(factura).where(eq(factura.facturaId, id)))[0]!;
  const pagosDe = (id: number) => db.select().from(pago).where(eq(pago.facturaId, id));

  return {
    t,
    app,
    db,
    today,
    admin,
    dev,
    cliente,
    cliente2,
    empleado,
    cp1: await cpOf(cliente!),
    cp2: await cpOf(cliente2!),
    post,
    nuevaFactura,
    leer,
    pagosDe,
  };
}
