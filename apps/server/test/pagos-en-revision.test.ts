import { describe, expect, it } from 'vitest';
import { facturaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { comprobanteEnvio } from '../src/db/schema/index.ts';
import { pagosFixture } from './support/pagos-fixture.ts';
import { FILES, multipartBody, storedKeys } from './reportes-helpers.ts';

const { t, app, db, admin, cliente, cp1, post, nuevaFactura } = await pagosFixture();

/** POST envio/cp/{cp}: the lines as JSON and a small PDF receipt. */
async function enviar(lineas: { factura_id: number; abono: number }[]) {
  const body = await multipartBody([
    { campo: 'lineas', value: JSON.stringify(lineas) },
    { campo: 'comprobante', data: FILES.pdf('transferencia'), filename: 'transferencia.pdf' },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/v1/envio/cp/${cp1}`,
    headers: { ...body.headers, cookie: cliente! },
    payload: body.payload,
  });
}

const relDe = async (id: number) =>
  (
    (await app.inject({ url: `/api/v1/factura/cp/${cp1}`, headers: { cookie: cliente! } })).json()
      .facturas as { factura_id: number; facturarel_id: number }[]
  ).find((f) => f.factura_id === id)!.facturarel_id;

describe('an invoice whose receipt is in review (issue 28)', () => {
  it('cannot be sent again, alone or with others: 409 naming it, nothing stored', async () => {
    const a = await nuevaFactura(cp1, 80_000);
    const b = await nuevaFactura(cp1, 20_000);
    expect((await enviar([{ factura_id: a, abono: 30_000 }])).statusCode).toBe(201);
    const antes = await storedKeys(t, 'comprobantes');
    const envios = await db.select().from(comprobanteEnvio);

    for (const lineas of [
      [{ factura_id: a, abono: 10_000 }],
      [
        { factura_id: b, abono: 20_000 },
        { factura_id: a, abono: 10_000 },
      ],
    ]) {
      const res = await enviar(lineas);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({
        status: 'error',
        mensaje: MSG.envioFacturaEnRevision(facturaDisplayId(cp1, await relDe(a))),
      });
    }
    expect(await storedKeys(t, 'comprobantes')).toEqual(antes);
    expect(await db.select().from(comprobanteEnvio)).toHaveLength(envios.length);
    // The other invoice alone is free to send.
    expect((await enviar([{ factura_id: b, abono: 20_000 }])).statusCode).toBe(201);
  });

  it('can be sent again once its receipt is withdrawn or rejected', async () => {
    const id = await nuevaFactura(cp1, 50_000);
    const primero = (await enviar([{ factura_id: id, abono: 50_000 }])).json().envio;
    expect((await post(cliente!, `envio/retirar/${primero.envio_id}`)).statusCode).toBe(200);
    const segundo = await enviar([{ factura_id: id, abono: 50_000 }]);
    expect(segundo.statusCode).toBe(201);
    const rechazo = await post(admin!, `envio/rechazar/${segundo.json().envio.envio_id}`, {
      motivo: 'El monto no coincide',
    });
    expect(rechazo.statusCode).toBe(200);
    expect((await enviar([{ factura_id: id, abono: 50_000 }])).statusCode).toBe(201);
  });

  it('two receipts sent at once for one invoice: one is kept, the other is a 409', async () => {
    const id = await nuevaFactura(cp1, 90_000);
    const respuestas = await Promise.all([
      enviar([{ factura_id: id, abono: 40_000 }]),
      enviar([{ factura_id: id, abono: 50_000 }]),
    ]);
    expect(respuestas.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
