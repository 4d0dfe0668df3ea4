import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { addDays } from '@agro/domain/periods';
import { formatMoney, todayInSantiago } from '@agro/domain/format';
import { workerPool } from '../src/lib/worker-pool.ts';
import { buildTestApp } from './helpers.ts';

const t = await buildTestApp();
const { app } = t;
const [admin, cliente, cliente2, empleado] = await Promise.all(
  ['admin@agrodemo.cl', 'cliente@agrodemo.cl', 'cliente2@agrodemo.cl', 'empleado@agrodemo.cl'].map((e) =>
    t.login(e),
  ),
);
const cpOf = async (cookie: string) =>
  (await app.inject({ url: '/api/v1/cp/self', headers: { cookie } })).json().cp[0] as {
    cp_id: number;
    nombre: string;
    rut: string;
  };
const cp1 = await cpOf(cliente!);
const cp2 = await cpOf(cliente2!);
const today = todayInSantiago(t.ctx.now());

async function texto(body: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const get = (cookie: string | null, url: string) =>
  app.inject({ url: `/api/v1/${url}`, headers: cookie ? { cookie } : {} });

describe('GET factura/pdf/{factura_id}', () => {
  it('a partly paid invoice: provider and client with RUTs, display id, dates, total, paid, saldo, state', async () => {
    const creada = await app.inject({
      method: 'POST',
      url: '/api/v1/factura/crear',
      headers: { cookie: admin! },
      payload: {
        nombre: 'Calibración de sondas',
        tipo_pago: 'UNICO',
        total: 1_234_567,
        cp_raw: cp1.cp_id,
        fecha_inicio: today,
      },
    });
    const f = creada.json().factura[0];
    await app.inject({
      method: 'POST',
      url: '/api/v1/pago/pagar',
      headers: { cookie: admin! },
      payload: { pago0: { factura_id: f.factura_id, abono: 234_567 } },
    });
    const hechas = workerPool().stats().completed;
    const res = await get(cliente!, `factura/pdf/${f.factura_id}`);
    // Drawn on a pool thread, not on the thread that serves requests.
    expect(workerPool().stats().completed).toBe(hechas + 1);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`factura-${cp1.cp_id}-F-`);
    const txt = await texto(res.rawPayload);
    const id = `${cp1.cp_id}-F-${String(f.facturarel_id).padStart(3, '0')}`;
    expect(txt).toContain(id);
    expect(txt).toContain('Calibración de sondas');
    expect(txt).toContain(cp1.nombre);
    expect(txt).toContain(cp1.rut);
    expect(txt).toContain('Agro Monitoreo SpA');
    expect(txt).toMatch(/RUT: 76\.987\.654-/);
    expect(txt).toContain(formatMoney(1_234_567));
    expect(txt).toContain(formatMoney(234_567));
    expect(txt).toContain(formatMoney(1_000_000));
    expect(txt).toContain('Parcial');
    const [y, m, d] = today.split('-');
    expect(txt).toContain(`${d}/${m}/${y}`);

    // Staff download any; another company or an employee: 404 / 403.
    expect((await get(admin!, `factura/pdf/${f.factura_id}`)).statusCode).toBe(200);
    expect((await get(cliente2!, `factura/pdf/${f.factura_id}`)).statusCode).toBe(404);
    expect((await get(empleado!, `factura/pdf/${f.factura_id}`)).statusCode).toBe(403);
    expect((await get(null, `factura/pdf/${f.factura_id}`)).statusCode).toBe(401);
    expect((await get(admin!, 'factura/pdf/99999999')).statusCode).toBe(404);
    expect((await get(admin!, 'factura/pdf/abc')).statusCode).toBe(400);
  });
});

describe('GET factura/estado-cuenta/{cp_id}', () => {
  it('opening balance, the period invoices and payments, closing balance; totals add up', async () => {
    const facturas = (await get(cliente!, `factura/cp/${cp1.cp_id}`)).json().facturas as {
      total: number;
      saldo: number;
      fecha_emision: string;
    }[];
    const inicio = '2000-01-01';
    const termino = addDays(today, 1);
    const res = await get(cliente!, `factura/estado-cuenta/${cp1.cp_id}?inicio=${inicio}&termino=${termino}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const txt = await texto(res.rawPayload);
    const facturado = facturas.reduce((s, f) => s + f.total, 0);
    const deuda = facturas.reduce((s, f) => s + f.saldo, 0);
    expect(txt).toContain('Estado de cuenta');
    expect(txt).toContain(cp1.rut);
    expect(txt).toMatch(new RegExp(`Saldo inicial\\s+\\$0`));
    expect(txt).toContain(formatMoney(facturado));
    expect(txt).toContain(formatMoney(facturado - deuda));
    expect(txt).toMatch(new RegExp(`Saldo final\\s+${formatMoney(deuda).replace(/[$.]/g, '\\$&')}`));

    // A period after everything opens with the whole debt and has no movements.
    const despues = await get(
      cliente!,
      `factura/estado-cuenta/${cp1.cp_id}?inicio=${addDays(today, 2)}&termino=${addDays(today, 3)}`,
    );
    const txt2 = await texto(despues.rawPayload);
    expect(txt2).toMatch(new RegExp(`Saldo inicial\\s+${formatMoney(deuda).replace(/[$.]/g, '\\$&')}`));
    expect(txt2).toContain('Sin facturas ni pagos en el periodo');
  });

  it('tenancy and input: another company 403, staff any, bad ranges 400', async () => {
    const q = `inicio=2026-01-01&termino=2026-01-31`;
    expect((await get(cliente!, `factura/estado-cuenta/${cp2.cp_id}?${q}`)).statusCode).toBe(403);
    expect((await get(empleado!, `factura/estado-cuenta/${cp1.cp_id}?${q}`)).statusCode).toBe(403);
    expect((await get(admin!, `factura/estado-cuenta/${cp2.cp_id}?${q}`)).statusCode).toBe(200);
    expect((await get(admin!, `factura/estado-cuenta/99999?${q}`)).statusCode).toBe(404);
    const alReves = await get(
      cliente!,
      `factura/estado-cuenta/${cp1.cp_id}?inicio=2026-02-01&termino=2026-01-01`,
    );
    expect(alReves.statusCode).toBe(400);
    expect(
      (await get(cliente!, `factura/estado-cuenta/${cp1.cp_id}?inicio=2026-02-30&termino=2026-03-01`))
        .statusCode,
    ).toBe(400);
    expect((await get(cliente!, `factura/estado-cuenta/${cp1.cp_id}`)).statusCode).toBe(400);
  });
});
