import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { CUENTA_DEMO } from '../src/db/seed/pagos-portal.ts';
import { comprobanteEnvio, logEntry } from '../src/db/schema/index.ts';
import { pagosFixture } from './support/pagos-fixture.ts';
import { FILES, multipartBody, storedKeys, type Parte } from './reportes-helpers.ts';

const { t, app, db, admin, dev, cliente, cliente2, empleado, cp1, cp2, post, nuevaFactura, leer, pagosDe } =
  await pagosFixture();

/** POST envio/cp/{cp}: the lines as JSON and the receipt (a small PDF unless told). */
async function enviar(
  cookie: string | null,
  cpId: number,
  lineas: unknown,
  archivo: Parte | null = {
    campo: 'comprobante',
    data: FILES.pdf('transferencia'),
    filename: 'transferencia.pdf',
  },
) {
  const partes: Parte[] = [{ campo: 'lineas', value: JSON.stringify(lineas) }];
  if (archivo) partes.push(archivo);
  const body = await multipartBody(partes);
  return app.inject({
    method: 'POST',
    url: `/api/v1/envio/cp/${cpId}`,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

describe('the provider bank account', () => {
  it('is seeded, shown to clients and staff, and edited by staff with the wizard bank rules', async () => {
    const res = await app.inject({ url: '/api/v1/config/cuenta-bancaria', headers: { cookie: cliente! } });
    expect(res.statusCode).toBe(200);
    expect(res.json().cuenta).toMatchObject({ banco: 'Banco de Chile', tipo_cuenta: 'Corriente' });
    expect(
      (await app.inject({ url: '/api/v1/config/cuenta-bancaria', headers: { cookie: empleado! } }))
        .statusCode,
    ).toBe(403);

    const put = (cookie: string, payload: object) =>
      app.inject({ method: 'PUT', url: '/api/v1/config/cuenta-bancaria', headers: { cookie }, payload });
    const cuenta = {
      titular: 'Agro Monitoreo SpA',
      rut: CUENTA_DEMO.rut,
      banco: 'BancoEstado',
      tipo_cuenta: 'Vista',
      numero_cuenta: '123456789',
      email_bancario: 'Pagos@AgroDemo.cl',
    };
    const malRut = await put(admin!, { ...cuenta, rut: '11.111.111-2' });
    expect(malRut.statusCode).toBe(400);
    expect(malRut.json().mensaje).toBe(MSG.rutInvalido);
    expect((await put(admin!, { ...cuenta, banco: 'Banco Inventado' })).statusCode).toBe(400);
    expect((await put(admin!, { ...cuenta, titular: '  ' })).statusCode).toBe(400);
    expect((await put(cliente!, cuenta)).statusCode).toBe(403);

    const ok = await put(dev!, { ...cuenta, rut: CUENTA_DEMO.rut.replace(/[.-]/g, '') });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().cuenta).toMatchObject({ banco: 'BancoEstado', email_bancario: 'pagos@agrodemo.cl' });
    expect(ok.json().cuenta.rut).toMatch(/^76\.987\.654-/);
    const visto = await app.inject({ url: '/api/v1/config/cuenta-bancaria', headers: { cookie: cliente! } });
    expect(visto.json().cuenta.tipo_cuenta).toBe('Vista');
  });
});

describe('a client sends a receipt, staff approve it', () => {
  it('stays En revisión without touching the saldo; approving pays once, with the receipt, and mails the client', async () => {
    const a = await nuevaFactura(cp1, 300_000);
    const b = await nuevaFactura(cp1, 100_000);
    const res = await enviar(cliente!, cp1, [
      { factura_id: a, abono: 120_000 },
      { factura_id: b, abono: '100000' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const envio = res.json().envio;
    expect(envio).toMatchObject({ estado: 'En revisión', total: 220_000, cp_id: cp1 });
    expect((await leer(a)).saldo).toBe(300_000);
    expect(await pagosDe(a)).toHaveLength(0);

    // The client sees it, staff see it in the queue, and the client may open its own receipt.
    const propios = await app.inject({ url: `/api/v1/envio/cp/${cp1}`, headers: { cookie: cliente! } });
    expect(propios.json().envios.map((e: { envio_id: number }) => e.envio_id)).toContain(envio.envio_id);
    const cola = await app.inject({ url: '/api/v1/envio/revision', headers: { cookie: admin! } });
    expect(cola.json().envios.map((e: { envio_id: number }) => e.envio_id)).toContain(envio.envio_id);
    const archivo = `${envio.archivo_nom}.${envio.archivo_ext}`;
    expect(
      (await app.inject({ url: `/api/v1/descargar/pagos/${archivo}`, headers: { cookie: cliente! } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: `/api/v1/descargar/pagos/${archivo}`, headers: { cookie: cliente2! } }))
        .statusCode,
    ).toBe(404);

    const antes = t.outbox().length;
    const aprobado = await post(admin!, `envio/aprobar/${envio.envio_id}`);
    expect(aprobado.statusCode, aprobado.body).toBe(200);
    expect(aprobado.json().envio.estado).toBe('Aprobado');
    expect((await leer(a)).saldo).toBe(180_000);
    expect((await leer(b)).saldo).toBe(0);
    const pagosA = await pagosDe(a);
    expect(pagosA).toHaveLength(1);
    expect(pagosA[0]!.monto).toBe(120_000);
    const [fila] = await db
      .select()
      .from(comprobanteEnvio)
      .where(eq(comprobanteEnvio.envioId, envio.envio_id));
    expect(pagosA[0]!.comprobanteId).toBe(fila!.comprobanteId);

    // Approving again records nothing more.
    const otraVez = await post(dev!, `envio/aprobar/${envio.envio_id}`);
    expect(otraVez.statusCode).toBe(200);
    expect(otraVez.headers['idempotent-replayed']).toBe('true');
    expect(await pagosDe(a)).toHaveLength(1);
    expect((await leer(a)).saldo).toBe(180_000);

    const lista = (
      await app.inject({ url: `/api/v1/factura/cp/${cp1}`, headers: { cookie: cliente! } })
    ).json().facturas as { factura_id: number; estado: string }[];
    expect(lista.find((f) => f.factura_id === a)?.estado).toBe('Parcial');
    expect(lista.find((f) => f.factura_id === b)?.estado).toBe('Pagada');

    const correos = t.outbox().slice(antes);
    expect(correos).toHaveLength(1);
    expect(correos[0]).toContain('cliente@agrodemo.cl');
    expect(correos[0]).toMatch(/Comprobante aprobado/);

    // Rejecting or withdrawing an approved one is refused.
    expect((await post(admin!, `envio/rechazar/${envio.envio_id}`, { motivo: 'tarde' })).statusCode).toBe(
      409,
    );
    expect((await post(cliente!, `envio/retirar/${envio.envio_id}`)).statusCode).toBe(409);

    // Every state change went through the audit log.
    await app.auditFlush();
    const logs = await db.select().from(logEntry).where(like(logEntry.apiUrl, '%/envio/%'));
    const urls = logs.map((l) => `${l.apiMethod} ${l.apiUrl}`);
    expect(urls).toContain(`POST /api/v1/envio/cp/${cp1}`);
    expect(urls).toContain(`POST /api/v1/envio/aprobar/${envio.envio_id}`);
  });

  it('two staff approving the same receipt at once record one payment', async () => {
    const id = await nuevaFactura(cp1, 500_000);
    const envio = (await enviar(cliente!, cp1, [{ factura_id: id, abono: 200_000 }])).json().envio;
    const [r1, r2] = await Promise.all([
      post(admin!, `envio/aprobar/${envio.envio_id}`),
      post(dev!, `envio/aprobar/${envio.envio_id}`),
    ]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    expect(
      [r1.headers['idempotent-replayed'], r2.headers['idempotent-replayed']].filter(Boolean),
    ).toHaveLength(1);
    expect(await pagosDe(id)).toHaveLength(1);
    expect((await leer(id)).saldo).toBe(300_000);
  });

  it('approval never overdraws: a saldo paid meanwhile makes it a 409 and nothing changes', async () => {
    const id = await nuevaFactura(cp1, 50_000);
    const envio = (await enviar(cliente!, cp1, [{ factura_id: id, abono: 50_000 }])).json().envio;
    const pagado = await post(admin!, 'pago/pagar', { pago0: { factura_id: id, abono: 10_000 } });
    expect(pagado.statusCode).toBe(201);
    const res = await post(admin!, `envio/aprobar/${envio.envio_id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toBe(MSG.envioAbonoSinSaldo);
    expect((await leer(id)).saldo).toBe(40_000);
    expect(await pagosDe(id)).toHaveLength(1);
    const [fila] = await db
      .select()
      .from(comprobanteEnvio)
      .where(eq(comprobanteEnvio.envioId, envio.envio_id));
    expect(fila!.estado).toBe('En revisión');
  });
});

describe('rejecting and withdrawing', () => {
  it('a rejection needs a reason, changes no saldo and mails the reason to the client', async () => {
    const id = await nuevaFactura(cp1, 80_000);
    const envio = (await enviar(cliente!, cp1, [{ factura_id: id, abono: 80_000 }])).json().envio;
    const sinMotivo = await post(admin!, `envio/rechazar/${envio.envio_id}`, { motivo: '   ' });
    expect(sinMotivo.statusCode).toBe(400);
    const antes = t.outbox().length;
    const motivo = 'El monto del comprobante no coincide con la transferencia recibida';
    const res = await post(admin!, `envio/rechazar/${envio.envio_id}`, { motivo });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().envio).toMatchObject({ estado: 'Rechazado', motivo_rechazo: motivo });
    expect((await leer(id)).saldo).toBe(80_000);
    expect(await pagosDe(id)).toHaveLength(0);
    const correo = t
      .outbox()
      .slice(antes)
      .join('\n')
      .replace(/=\r?\n/g, '');
    expect(correo).toContain('cliente@agrodemo.cl');
    expect(correo).toMatch(/Comprobante rechazado/);
    expect(correo).toContain('no coincide con la transferencia recibida');
    expect((await post(admin!, `envio/aprobar/${envio.envio_id}`)).statusCode).toBe(409);
    const propio = (await app.inject({ url: `/api/v1/envio/cp/${cp1}`, headers: { cookie: cliente! } }))
      .json()
      .envios.find((e: { envio_id: number }) => e.envio_id === envio.envio_id);
    expect(propio.motivo_rechazo).toBe(motivo);
    const avisos = (
      await app.inject({ url: '/api/v1/notificacion/listar', headers: { cookie: cliente! } })
    ).json().notificaciones as { titulo: string; cuerpo: string }[];
    expect(avisos).toContainEqual(
      expect.objectContaining({ titulo: 'Comprobante rechazado', cuerpo: `Motivo: ${motivo}` }),
    );
  });

  it('the client withdraws a receipt in review; staff can then neither approve nor reject it', async () => {
    const id = await nuevaFactura(cp1, 60_000);
    const envio = (await enviar(cliente!, cp1, [{ factura_id: id, abono: 30_000 }])).json().envio;
    expect((await post(cliente2!, `envio/retirar/${envio.envio_id}`)).statusCode).toBe(404);
    expect((await post(admin!, `envio/retirar/${envio.envio_id}`)).statusCode).toBe(403);
    const res = await post(cliente!, `envio/retirar/${envio.envio_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().envio.estado).toBe('Retirado');
    expect((await post(cliente!, `envio/retirar/${envio.envio_id}`)).statusCode).toBe(409);
    expect((await post(admin!, `envio/aprobar/${envio.envio_id}`)).statusCode).toBe(409);
    expect((await leer(id)).saldo).toBe(60_000);
    const cola = (await app.inject({ url: '/api/v1/envio/revision', headers: { cookie: admin! } })).json()
      .envios;
    expect(cola.map((e: { envio_id: number }) => e.envio_id)).not.toContain(envio.envio_id);
  });
});

describe('what a submission refuses', () => {
  it('an abono over the saldo, zero or fractional, an invoice twice or none: 400, nothing stored', async () => {
    const id = await nuevaFactura(cp1, 40_000);
    const antes = await storedKeys(t, 'comprobantes');
    const envios = await db.select().from(comprobanteEnvio);
    for (const lineas of [
      [{ factura_id: id, abono: 40_001 }],
      [{ factura_id: id, abono: 0 }],
      [{ factura_id: id, abono: 10.5 }],
      [
        { factura_id: id, abono: 1 },
        { factura_id: id, abono: 2 },
      ],
      [],
      'no es json',
    ]) {
      const res = await enviar(cliente!, cp1, lineas);
      expect(res.statusCode, JSON.stringify(lineas)).toBe(400);
      expect(res.json().mensaje).toBeTruthy();
    }
    const sobre = await enviar(cliente!, cp1, [{ factura_id: id, abono: 40_001 }]);
    expect(sobre.json().mensaje).toBe(MSG.envioAbonoSuperaSaldo('$40.000'));
    expect(await storedKeys(t, 'comprobantes')).toEqual(antes);
    expect(await db.select().from(comprobanteEnvio)).toHaveLength(envios.length);
  });

  it('a paid invoice, a receipt of the wrong type or none at all', async () => {
    const id = await nuevaFactura(cp1, 10_000);
    await post(admin!, 'pago/pagar', { pago0: { factura_id: id, abono: 10_000 } });
    const pagada = await enviar(cliente!, cp1, [{ factura_id: id, abono: 1 }]);
    expect(pagada.statusCode).toBe(400);
    expect(pagada.json().mensaje).toBe(MSG.envioFacturaPagada);

    const otra = await nuevaFactura(cp1, 10_000);
    const exe = await enviar(cliente!, cp1, [{ factura_id: otra, abono: 1 }], {
      campo: 'comprobante',
      data: FILES.exe(),
      filename: 'comprobante.pdf',
    });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().mensaje).toBe(MSG.envioComprobanteFormato);
    const mp4 = await enviar(cliente!, cp1, [{ factura_id: otra, abono: 1 }], {
      campo: 'comprobante',
      data: FILES.mp4(),
      filename: 'video.png',
    });
    expect(mp4.statusCode).toBe(415);
    const sin = await enviar(cliente!, cp1, [{ factura_id: otra, abono: 1 }], null);
    expect(sin.statusCode).toBe(400);
    expect(sin.json().mensaje).toBe(MSG.envioComprobanteRequerido);
    const png = await enviar(cliente!, cp1, [{ factura_id: otra, abono: 1 }], {
      campo: 'comprobante',
      data: FILES.png(),
      filename: 'foto.png',
    });
    expect(png.statusCode).toBe(201);
  });

  it('a receipt over the size limit: 413', async () => {
    const id = await nuevaFactura(cp1, 10_000);
    const grande = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
    const res = await enviar(cliente!, cp1, [{ factura_id: id, abono: 1 }], {
      campo: 'comprobante',
      data: grande,
      filename: 'grande.pdf',
    });
    expect(res.statusCode).toBe(413);
  });

  it('tenancy: another company, its invoices and its submissions', async () => {
    const ajena = await nuevaFactura(cp2, 10_000);
    // Naming another company: 403 before anything is read.
    expect((await enviar(cliente!, cp2, [{ factura_id: ajena, abono: 1 }])).statusCode).toBe(403);
    expect(
      (await app.inject({ url: `/api/v1/envio/cp/${cp2}`, headers: { cookie: cliente! } })).statusCode,
    ).toBe(403);
    // Another company's invoice under one's own company: 404, nothing stored.
    const res = await enviar(cliente!, cp1, [{ factura_id: ajena, abono: 1 }]);
    expect(res.statusCode).toBe(404);
    // Staff and employees do not send receipts; clients do not review them.
    expect((await enviar(admin!, cp1, [{ factura_id: ajena, abono: 1 }])).statusCode).toBe(403);
    expect((await enviar(empleado!, cp1, [{ factura_id: ajena, abono: 1 }])).statusCode).toBe(403);
    expect((await enviar(null, cp1, [{ factura_id: ajena, abono: 1 }])).statusCode).toBe(401);
    const propio = await nuevaFactura(cp2, 20_000);
    const envio = (await enviar(cliente2!, cp2, [{ factura_id: propio, abono: 5_000 }])).json().envio;
    expect((await post(cliente!, `envio/aprobar/${envio.envio_id}`)).statusCode).toBe(403);
    expect((await post(cliente!, `envio/retirar/${envio.envio_id}`)).statusCode).toBe(404);
    expect((await post(admin!, 'envio/aprobar/999999')).statusCode).toBe(404);
  });
});
