import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { comprobante, pago } from '../src/db/schema/index.ts';
import { pagosFixture } from './support/pagos-fixture.ts';
import { FILES, multipartBody, storedKeys, type Parte } from './reportes-helpers.ts';

const { t, app, db, admin, dev, cliente, cliente2, empleado, cp1, cp2, post, nuevaFactura, leer, pagosDe } =
  await pagosFixture();
const estadoEnLista = async (cookie: string, cpId: number, id: number) =>
  (
    (await app.inject({ url: `/api/v1/factura/cp/${cpId}`, headers: { cookie } })).json().facturas as {
      factura_id: number;
      estado: string;
      saldo: number;
    }[]
  ).find((f) => f.factura_id === id);

async function comprobanteDe(cookie: string | null, partes: Parte[]) {
  const body = await multipartBody(partes);
  return app.inject({
    method: 'POST',
    url: '/api/v1/pago/comprobante',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

describe('POST pago/pagar', () => {
  it('401 without a session, 403 for a client or an employee; the saldo is unchanged', async () => {
    const id = await nuevaFactura(cp1, 100_000);
    const body = { pago0: { factura_id: id, abono: 1000, num_factura_sii: '1', comentarios: '' } };
    expect((await post(null, 'pago/pagar', body)).statusCode).toBe(401);
    expect((await post(cliente!, 'pago/pagar', body)).statusCode).toBe(403);
    expect((await post(empleado!, 'pago/pagar', body)).statusCode).toBe(403);
    expect((await leer(id)).saldo).toBe(100_000);
    expect(await pagosDe(id)).toHaveLength(0);
  });

  it('Pendiente → Parcial → Pagada, with a receipt the client can download', async () => {
    const id = await nuevaFactura(cp1, 300_000);
    expect((await estadoEnLista(cliente!, cp1, id))?.estado).toBe('Pendiente');

    const first = await post(admin!, 'pago/pagar', {
      pago0: { factura_id: id, abono: '100000', num_factura_sii: '  12345 ', comentarios: 'Primer abono' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'success',
      mensaje: MSG.facturaSaldada,
      pagos: [{ factura_id: id, monto: 100_000 }],
    });
    expect(await estadoEnLista(cliente!, cp1, id)).toMatchObject({ estado: 'Parcial', saldo: 200_000 });

    const pagoId = first.json().pagos[0].pago_id as number;
    const recibo = FILES.pdf('recibo');
    const up = await comprobanteDe(admin!, [
      { campo: 'ids', value: JSON.stringify([pagoId]) },
      { campo: 'file0', filename: 'Transferencia 1.pdf', data: recibo, type: 'application/pdf' },
    ]);
    expect(up.statusCode).toBe(201);
    const { nombre, extension } = up.json().comprobante;
    const hist = (
      await app.inject({ url: `/api/v1/factura/pagos/cp/${cp1}`, headers: { cookie: cliente! } })
    ).json().pagos as { pago_id: number; archivo_nom: string }[];
    expect(hist.find((p) => p.pago_id === pagoId)?.archivo_nom).toBe(nombre);
    const dl = await app.inject({
      url: `/api/v1/descargar/pagos/${nombre}.${extension}`,
      headers: { cookie: cliente! },
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(recibo)).toBe(true);
    expect(
      (
        await app.inject({
          url: `/api/v1/descargar/pagos/${nombre}.${extension}`,
          headers: { cookie: cliente2! },
        })
      ).statusCode,
    ).toBe(404);

    const second = await post(dev!, 'pago/pagar', {
      pago0: { factura_id: id, abono: 200_000, num_factura_sii: '12346', comentarios: 'Saldo' },
    });
    expect(second.statusCode).toBe(201);
    expect(await estadoEnLista(cliente!, cp1, id)).toMatchObject({ estado: 'Pagada', saldo: 0 });
    const rows = await pagosDe(id);
    expect(rows.map((r) => [r.monto, r.numFacturaSii, r.comentarios])).toEqual([
      [100_000, '12345', 'Primer abono'],
      [200_000, '12346', 'Saldo'],
    ]);
    // A paid invoice takes no more payments.
    expect((await post(admin!, 'pago/pagar', { pago0: { factura_id: id, abono: 1 } })).statusCode).toBe(400);
  });

  it('refuses abono > saldo, ≤ 0, decimal or non-numeric, and unknown invoices, changing nothing', async () => {
    const id = await nuevaFactura(cp1, 50_000);
    const cases: [unknown, number][] = [
      [50_001, 400],
      [0, 400],
      [-100, 400],
      [10.5, 400],
      ['abc', 400],
      ['', 400],
      [null, 400],
    ];
    for (const [abono, code] of cases) {
      const res = await post(admin!, 'pago/pagar', {
        pago0: { factura_id: id, abono, num_factura_sii: '', comentarios: '' },
      });
      expect(res.statusCode, String(abono)).toBe(code);
      expect(res.json().mensaje, String(abono)).toBe(MSG.abonoInvalido);
    }
    expect((await post(admin!, 'pago/pagar', { pago0: { factura_id: 999_999, abono: 10 } })).statusCode).toBe(
      404,
    );
    expect((await post(admin!, 'pago/pagar', {})).statusCode).toBe(400);
    expect((await post(admin!, 'pago/pagar', { otro: { factura_id: id, abono: 10 } })).statusCode).toBe(400);
    expect((await leer(id)).saldo).toBe(50_000);
    expect(await pagosDe(id)).toHaveLength(0);
  });

  it('all lines or none: a bad second line leaves the first invoice untouched; two lines on one invoice add up', async () => {
    const a = await nuevaFactura(cp1, 10_000);
    const b = await nuevaFactura(cp2, 5_000);
    const bad = await post(admin!, 'pago/pagar', {
      pago0: { factura_id: a, abono: 4000 },
      pago1: { factura_id: b, abono: 6000 },
    });
    expect(bad.statusCode).toBe(400);
    expect((await leer(a)).saldo).toBe(10_000);
    expect(await pagosDe(a)).toHaveLength(0);
    const over = await post(admin!, 'pago/pagar', {
      pago0: { factura_id: a, abono: 6000 },
      pago1: { factura_id: a, abono: 6000 },
    });
    expect(over.statusCode).toBe(400);
    const ok = await post(admin!, 'pago/pagar', {
      pago1: { factura_id: b, abono: 5000 },
      pago0: { factura_id: a, abono: 4000 },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().pagos.map((p: { factura_id: number }) => p.factura_id)).toEqual([a, b]);
    expect((await leer(a)).saldo).toBe(6000);
    expect((await leer(b)).saldo).toBe(0);
    const [pb] = await pagosDe(b);
    expect(pb!.cpId).toBe(cp2);
  });

  it('20 concurrent payments on one invoice never overdraw it and every accepted abono is recorded', async () => {
    const total = 100_000;
    const id = await nuevaFactura(cp1, total);
    const abonos = Array.from({ length: 20 }, (_, i) => 7_000 + i * 500); // sum 235.000 > total
    const results = await Promise.all(
      abonos.map((abono, i) =>
        post(i % 2 ? admin! : dev!, 'pago/pagar', {
          pago0: { factura_id: id, abono, num_factura_sii: `C${i}`, comentarios: '' },
        }),
      ),
    );
    const accepted = results.flatMap((r, i) => (r.statusCode === 201 ? [abonos[i]!] : []));
    for (const r of results) expect([201, 400, 409]).toContain(r.statusCode);
    const f = await leer(id);
    expect(f.saldo).toBeGreaterThanOrEqual(0);
    expect(accepted.reduce((s, x) => s + x, 0)).toBe(total - f.saldo);
    const rows = await pagosDe(id);
    expect(rows.map((r) => r.monto).sort()).toEqual([...accepted].sort());
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThan(20);
  });
});

describe('POST pago/comprobante', () => {
  async function pagoNuevo(cpId = cp1) {
    const id = await nuevaFactura(cpId, 20_000);
    const res = await post(admin!, 'pago/pagar', { pago0: { factura_id: id, abono: 5_000 } });
    return res.json().pagos[0].pago_id as number;
  }

  it('401 and 403 for non-staff; 400 without a file (spec message) or without ids; nothing stored', async () => {
    const pagoId = await pagoNuevo();
    const before = await storedKeys(t, 'comprobantes');
    const parts: Parte[] = [
      { campo: 'ids', value: String(pagoId) },
      { campo: 'file0', filename: 'r.pdf', data: FILES.pdf() },
    ];
    expect((await comprobanteDe(null, parts)).statusCode).toBe(401);
    expect((await comprobanteDe(cliente!, parts)).statusCode).toBe(403);
    const sinArchivo = await comprobanteDe(admin!, [{ campo: 'ids', value: String(pagoId) }]);
    expect(sinArchivo.statusCode).toBe(400);
    expect(sinArchivo.json().mensaje).toBe(MSG.seleccioneArchivo);
    const sinIds = await comprobanteDe(admin!, [{ campo: 'file0', filename: 'r.pdf', data: FILES.pdf() }]);
    expect(sinIds.statusCode).toBe(400);
    expect(sinIds.json().mensaje).toBe(MSG.campoInvalido('ids'));
    const malIds = await comprobanteDe(admin!, [
      { campo: 'file0', filename: 'r.pdf', data: FILES.pdf() },
      { campo: 'ids', value: '[1, "x"]' },
    ]);
    expect(malIds.statusCode).toBe(400);
    expect(await storedKeys(t, 'comprobantes')).toEqual(before);
    const [p] = await db.select().from(pago).where(eq(pago.pagoId, pagoId));
    expect(p!.comprobanteId).toBeNull();
  });

  it('415 for a non-PDF/image receipt; 404 for unknown payments; 409 when already linked; links a comma list with an image', async () => {
    const [p1, p2] = [await pagoNuevo(), await pagoNuevo()];
    const before = await storedKeys(t, 'comprobantes');
    const exe = await comprobanteDe(admin!, [
      { campo: 'ids', value: `${p1}` },
      { campo: 'file0', filename: 'recibo.pdf', data: FILES.exe() },
    ]);
    expect(exe.statusCode).toBe(415);
    const video = await comprobanteDe(admin!, [
      { campo: 'ids', value: `${p1}` },
      { campo: 'file0', filename: 'recibo.mp4', data: FILES.mp4() },
    ]);
    expect(video.statusCode).toBe(415);
    const unknown = await comprobanteDe(admin!, [
      { campo: 'file0', filename: 'r.png', data: FILES.png() },
      { campo: 'ids', value: `${p1},999999` },
    ]);
    expect(unknown.statusCode).toBe(404);
    const otraEmpresa = await pagoNuevo(cp2);
    const mixed = await comprobanteDe(admin!, [
      { campo: 'file0', filename: 'r.png', data: FILES.png() },
      { campo: 'ids', value: `${p1},${otraEmpresa}` },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(await storedKeys(t, 'comprobantes')).toEqual(before);

    const ok = await comprobanteDe(admin!, [
      { campo: 'file0', filename: 'foto recibo.png', data: FILES.png(5), type: 'image/png' },
      { campo: 'ids', value: `${p1}, ${p2}` },
    ]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().comprobante.extension).toBe('png');
    const rows = await db
      .select()
      .from(pago)
      .where(inArray(pago.pagoId, [p1, p2]));
    expect(new Set(rows.map((r) => r.comprobanteId)).size).toBe(1);
    const [c] = await db
      .select()
      .from(comprobante)
      .where(eq(comprobante.comprobanteId, rows[0]!.comprobanteId!));
    expect(c!.nombreOriginal).toBe('foto recibo.png');

    const again = await comprobanteDe(admin!, [
      { campo: 'file0', filename: 'r.pdf', data: FILES.pdf() },
      { campo: 'ids', value: `[${p1}]` },
    ]);
    expect(again.statusCode).toBe(409);
    expect(await storedKeys(t, 'comprobantes')).toHaveLength(before.length + 1);
  });
});

describe('issue 10: hostile input on the payment routes', () => {
  it('answers 400 to ids beyond the integer column, changing nothing', async () => {
    const res = await post(admin!, 'pago/pagar', { pago0: { factura_id: 2147483648, abono: 10 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe(MSG.campoInvalido('factura_id'));
    const before = storedKeys(t, 'comprobantes');
    const ids = await comprobanteDe(admin!, [
      { campo: 'file0', filename: 'r.pdf', data: FILES.pdf() },
      { campo: 'ids', value: '2147483648' },
    ]);
    expect(ids.statusCode).toBe(400);
    expect(ids.json().mensaje).toBe(MSG.campoInvalido('ids'));
    expect(storedKeys(t, 'comprobantes')).toEqual(before);
  });

  it('answers 400 to a malformed multipart body on pago/comprobante', async () => {
    const boundary = '----agro';
    const bodies: [string, string][] = [
      ['x', 'multipart/form-data'],
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="file0"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF`,
        `multipart/form-data; boundary=${boundary}`,
      ],
      // A part without a name was a 500.
      [
        `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
        `multipart/form-data; boundary=${boundary}`,
      ],
    ];
    for (const [payload, type] of bodies) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/pago/comprobante',
        headers: { cookie: admin!, 'content-type': type },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().status).toBe('error');
    }
  });
});
