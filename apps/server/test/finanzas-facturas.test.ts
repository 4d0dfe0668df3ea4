import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FINANZAS_INICIO_DEFAULT } from '@agro/domain/constants';
import { todayInSantiago } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { addDays } from '@agro/domain/periods';
import { clientePrincipal, factura } from '../src/db/schema/index.ts';
import { buildTestApp, demoCps } from './helpers.ts';
import { demoServicios } from './reportes-helpers.ts';

const t = await buildTestApp();
const { app } = t;
const { admin, cliente, empleado, cp1, cp2 } = await demoCps(t);
const { byTipo } = await demoServicios(t);
const full = byTipo(cp1, 'EDEB Full');
const servicioCp2 = byTipo(cp2, 'EDEB Foliar');
const today = todayInSantiago(t.ctx.now());
const db = t.ctx.database.db;

const get = (cookie: string | null, url: string) =>
  app.inject({ url: `/api/v1/${url}`, headers: cookie ? { cookie } : {} });
const crear = (cookie: string | null, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/factura/crear', headers: cookie ? { cookie } : {}, payload });
const countFacturas = async () => (await db.select({ id: factura.facturaId }).from(factura)).length;

const mensual = {
  nombre: 'Mensualidad EDEB Full',
  comentarios: 'Marzo',
  tipo_pago: 'MENSUAL',
  total: 450000,
  servicio_id: full.servicioId,
  cp_raw: cp1,
  fecha_inicio: today,
};

describe('POST factura/crear', () => {
  it('401 without a session, 403 for a client or an employee; nothing created', async () => {
    const before = await countFacturas();
    expect((await crear(null, mensual)).statusCode).toBe(401);
    expect((await crear(cliente!, mensual)).statusCode).toBe(403);
    expect((await crear(empleado!, mensual)).statusCode).toBe(403);
    expect(await countFacturas()).toBe(before);
  });

  it('creates a MENSUAL invoice numbered after the client’s last, due 30 days later, saldo = total', async () => {
    const [{ seq }] = (await db
      .select({ seq: clientePrincipal.seqFactura })
      .from(clientePrincipal)
      .where(eq(clientePrincipal.cpId, cp1))) as [{ seq: number }];
    const res = await crear(admin!, { ...mensual, total: '450000', cp_raw: `${cp1}-T-001` });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.mensaje).toBe(MSG.facturaCreada);
    expect(body.factura[0]).toMatchObject({
      facturarel_id: seq + 1,
      nombre: 'Mensualidad EDEB Full',
      comentarios: 'Marzo',
      tipo_pago: 'MENSUAL',
      total: 450000,
      saldo: 450000,
      estado: 'Pendiente',
      fecha_emision: today,
      fecha_vencimiento: addDays(today, 30),
      servicio_id: full.servicioId,
      tipo_servicio: 'EDEB Full',
      cp_id: cp1,
      parcelarel_id: full.rel,
      pagos: [],
    });
    // The client sees it in its own list.
    const own = await get(cliente!, `factura/cp/${cp1}`);
    expect(
      own.json().facturas.some((f: { factura_id: number }) => f.factura_id === body.factura[0].factura_id),
    ).toBe(true);
  });

  it('creates a UNICO invoice without a service (servicio_id ignored), with a thousands-dotted total', async () => {
    const res = await crear(admin!, {
      nombre: 'Instalación',
      tipo_pago: 'UNICO',
      total: '1.250.000',
      servicio_id: full.servicioId,
      cp_raw: String(cp2),
      fecha_inicio: '2025-03-10',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().factura[0]).toMatchObject({
      tipo_pago: 'UNICO',
      servicio_id: null,
      total: 1_250_000,
      cp_id: cp2,
      comentarios: '',
      fecha_vencimiento: '2025-04-09',
    });
  });

  it('400 for missing or invalid fields, a MENSUAL without service, another client’s service or an unknown client', async () => {
    const before = await countFacturas();
    const cases: [object, string][] = [
      [{ ...mensual, nombre: '  ' }, MSG.campoRequerido('nombre')],
      [{ ...mensual, total: 0 }, MSG.campoInvalido('total')],
      [{ ...mensual, total: -5 }, MSG.campoInvalido('total')],
      [{ ...mensual, total: 10.5 }, MSG.campoInvalido('total')],
      [{ ...mensual, total: 'mil' }, MSG.campoInvalido('total')],
      [{ ...mensual, tipo_pago: 'ANUAL' }, MSG.campoRequerido('tipo_pago')],
      [{ ...mensual, servicio_id: null }, MSG.campoRequerido('servicio_id')],
      [{ ...mensual, cp_raw: 'abc' }, MSG.campoInvalido('cp_raw')],
      [{ ...mensual, fecha_inicio: '2025-02-30' }, MSG.campoInvalido('fecha_inicio')],
      [{ ...mensual, servicio_id: servicioCp2.servicioId }, MSG.servicioDeOtroCliente],
      [{ ...mensual, cp_raw: 99_999 }, MSG.sinDatosId],
      [{ ...mensual, servicio_id: 2147483648 }, MSG.campoInvalido('servicio_id')],
    ];
    for (const [payload, mensaje] of cases) {
      const res = await crear(admin!, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().mensaje, JSON.stringify(payload)).toBe(mensaje);
    }
    expect(await countFacturas()).toBe(before);
  });
});

describe('GET factura/recurrente and factura/unico', () => {
  it('401 and 403 for non-staff', async () => {
    expect((await get(null, `factura/unico/${cp1}`)).statusCode).toBe(401);
    expect((await get(cliente!, `factura/unico/${cp1}`)).statusCode).toBe(403);
    expect((await get(cliente!, `factura/recurrente/1/${cp1}`)).statusCode).toBe(403);
    expect((await get(empleado!, `factura/recurrente/1/${cp1}`)).statusCode).toBe(403);
  });

  it('recurring: only the MENSUAL invoices of that territory’s service, within the default period', async () => {
    const res = await get(admin!, `factura/recurrente/${full.rel}/${cp1}`);
    expect(res.statusCode).toBe(200);
    const facturas = res.json().facturas as {
      tipo_pago: string;
      parcelarel_id: number;
      fecha_emision: string;
      estado: string;
      pagos: unknown[];
    }[];
    expect(facturas.length).toBeGreaterThanOrEqual(3);
    for (const f of facturas) {
      expect(f.tipo_pago).toBe('MENSUAL');
      expect(f.parcelarel_id).toBe(full.rel);
      expect(f.fecha_emision >= FINANZAS_INICIO_DEFAULT && f.fecha_emision <= today).toBe(true);
    }
    // The demo's paid monthly invoice carries its payment with a receipt.
    const pagada = facturas.find((f) => f.estado === 'Pagada') as
      { pagos: { archivo_nom: string | null; monto: number }[] } | undefined;
    expect(pagada?.pagos[0]?.archivo_nom).toMatch(/^[a-f0-9]{32}$/);
    // A period that excludes everything.
    const vacio = await get(
      admin!,
      `factura/recurrente/${full.rel}/${cp1}?inicio=2024-01-01&termino=2024-01-31`,
    );
    expect(vacio.json().facturas).toEqual([]);
  });

  it('single payments: only UNICO invoices of that client', async () => {
    const res = await get(admin!, `factura/unico/${cp1}?inicio=${FINANZAS_INICIO_DEFAULT}&termino=${today}`);
    const facturas = res.json().facturas as { tipo_pago: string; cp_id: number; servicio_id: null }[];
    expect(facturas.length).toBe(2);
    expect(facturas.every((f) => f.tipo_pago === 'UNICO' && f.cp_id === cp1 && f.servicio_id === null)).toBe(
      true,
    );
  });

  it('400 for bad dates or reversed period, 404 for an unknown territory or client', async () => {
    expect((await get(admin!, `factura/unico/${cp1}?inicio=2024-13-01`)).statusCode).toBe(400);
    expect((await get(admin!, `factura/unico/${cp1}?inicio=2025-02-01&termino=2025-01-01`)).statusCode).toBe(
      400,
    );
    expect((await get(admin!, `factura/unico/abc`)).statusCode).toBe(400);
    // Issue 10: ids beyond the integer column were 500s.
    expect((await get(admin!, `factura/unico/2147483648`)).statusCode).toBe(400);
    expect((await get(admin!, `factura/recurrente/2147483648/${cp1}`)).statusCode).toBe(400);
    expect((await get(admin!, `factura/recurrente/1/2147483648`)).statusCode).toBe(400);
    const t404 = await get(admin!, `factura/recurrente/99/${cp1}`);
    expect(t404.statusCode).toBe(404);
    expect(t404.json().mensaje).toBe(MSG.sinDatosTerritorio);
    const c404 = await get(admin!, `factura/unico/99999`);
    expect(c404.statusCode).toBe(404);
    expect(c404.json().mensaje).toBe(MSG.sinDatosId);
  });
});

describe('GET factura/export.csv', () => {
  it('401/403 for non-staff, 400 for a bad search', async () => {
    expect((await get(null, `factura/export.csv?tipo=TODOS&id=${cp1}`)).statusCode).toBe(401);
    expect((await get(cliente!, `factura/export.csv?tipo=TODOS&id=${cp1}`)).statusCode).toBe(403);
    expect((await get(admin!, `factura/export.csv?tipo=OTRO&id=${cp1}`)).statusCode).toBe(400);
    expect((await get(admin!, `factura/export.csv?tipo=RECURRENTE&id=abc`)).statusCode).toBe(400);
  });

  it('exports the filtered list as Excel-friendly CSV (BOM, semicolons, plain integers)', async () => {
    const res = await get(admin!, `factura/export.csv?tipo=TODOS&id=${cp1}&estado=Pagada`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      '"ID";"Cliente";"Nombre";"Tipo de pago";"Territorio";"Tipo de servicio";"Emisión";"Vencimiento";"Total";"Saldo";"Estado";"Comentarios"',
    );
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines.slice(1)) {
      expect(l).toContain('"Pagada"');
      expect(l).toMatch(new RegExp(`^"${cp1}-F-\\d{3}"`));
      expect(l).toMatch(/;\d+;0;"Pagada";/);
    }
    const recurrente = await get(
      admin!,
      `factura/export.csv?tipo=RECURRENTE&id=${cp1}-T-00${full.rel}&q=mensualidad`,
    );
    expect(recurrente.statusCode).toBe(200);
    expect(recurrente.body.split('\r\n').filter((l) => l.includes('"MENSUAL"')).length).toBeGreaterThan(0);
  });
});
