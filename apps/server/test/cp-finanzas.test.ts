import { describe, expect, it } from 'vitest';
import { deudaVencida } from '@agro/domain/finanzas';
import { todayInSantiago } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { addDays } from '@agro/domain/periods';
import { buildTestApp } from './helpers.ts';
import { cpFixtures } from './cp-fixtures.ts';

const t = await buildTestApp();
const f = await cpFixtures(t);
const { cp1, cp2 } = f;

const datos = (over: Record<string, unknown> = {}) => ({
  nombre: 'Agrícola Valle Central SpA',
  rut: '76.123.456-0',
  direccion: 'Camino a Los Niches km 5',
  region: 'VII Maule',
  ciudad: 'Curicó',
  telefono: '+56912345679',
  comentarios: '',
  ...over,
});
const empresa = async (cp: number) => (await f.admin.get(`cp/listar/${cp}`)).json().cp[0];

describe('GET /cp/listar/{cp_id}', () => {
  it('answers the own company', async () => {
    const res = await f.cliente.get(`cp/listar/${cp1}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().cp[0]).toMatchObject({
      cp_id: cp1,
      identificador: cp1,
      nombre: 'Agrícola Valle Central SpA',
      email: 'cliente@agrodemo.cl',
    });
  });

  it('refuses another company, employees, anonymous callers and bad ids; staff see any', async () => {
    expect((await f.cliente2.get(`cp/listar/${cp1}`)).statusCode).toBe(403);
    expect((await f.empleado.get(`cp/listar/${cp1}`)).statusCode).toBe(403);
    expect((await f.anon.get(`cp/listar/${cp1}`)).statusCode).toBe(401);
    expect((await f.cliente.get('cp/listar/uno')).statusCode).toBe(400);
    expect((await f.admin.get(`cp/listar/${cp2}`)).json().cp[0].nombre).toBe('Viñedos del Maule Ltda.');
    expect((await f.admin.get('cp/listar/999')).statusCode).toBe(404);
  });
});

describe('PUT /cp/datos/{cp_id}', () => {
  it('updates the own company data but never the admin notes', async () => {
    const notas = (await empresa(cp1)).comentarios;
    const res = await f.cliente.req(
      'PUT',
      `cp/datos/${cp1}`,
      datos({
        direccion: 'Nueva dirección 123',
        rut: '761234560',
        comentarios: 'Me pongo mis propias notas',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', mensaje: MSG.clienteActualizado });
    expect(await empresa(cp1)).toMatchObject({
      direccion: 'Nueva dirección 123',
      rut: '76.123.456-0',
      telefono: '+56912345679',
      comentarios: notas,
    });
  });

  it('lets staff set the admin notes', async () => {
    expect(
      (
        await f.admin.req(
          'PUT',
          `cp/datos/${cp2}`,
          datos({ nombre: 'Viñedos del Maule Ltda.', comentarios: 'Nota interna' }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await empresa(cp2)).comentarios).toBe('Nota interna');
  });

  it.each([
    ['a short RUT', { rut: '76.123' }, MSG.rutInvalido],
    ['a RUT with a wrong check digit', { rut: '76.123.456-1' }, MSG.rutInvalido],
    ['a bad phone', { telefono: '+5622345678' }, MSG.telefonoInvalido],
    ['a region not in the list', { region: 'Patagonia' }, MSG.campoInvalido('region')],
    ['an empty name', { nombre: '' }, MSG.campoRequerido('nombre')],
    ['a NUL character in the name (issue 10)', { nombre: 'A\u0000B' }, MSG.campoInvalido('nombre')],
    ['a NUL character in the notes', { comentarios: 'a\u0000b' }, MSG.campoInvalido('comentarios')],
  ])('refuses %s with 400, changing nothing', async (_, over, mensaje) => {
    const before = await empresa(cp1);
    const res = await f.cliente.req(
      'PUT',
      `cp/datos/${cp1}`,
      datos({ direccion: 'No debe quedar', ...over }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe(mensaje);
    expect(await empresa(cp1)).toEqual(before);
  });

  it('refuses another company, employees and anonymous callers, changing nothing', async () => {
    const before = await empresa(cp1);
    expect((await f.cliente2.req('PUT', `cp/datos/${cp1}`, datos({ nombre: 'Intruso' }))).statusCode).toBe(
      403,
    );
    expect((await f.empleado.req('PUT', `cp/datos/${cp1}`, datos({ nombre: 'Intruso' }))).statusCode).toBe(
      403,
    );
    expect((await f.anon.req('PUT', `cp/datos/${cp1}`, datos({ nombre: 'Intruso' }))).statusCode).toBe(401);
    expect(await empresa(cp1)).toEqual(before);
  });
});

interface Factura {
  facturarel_id: number;
  total: number;
  saldo: number;
  estado: string;
  vencida: boolean;
  fecha_emision: string;
  fecha_vencimiento: string;
}

describe('GET /factura/cp/{cp_id}', () => {
  it('lists the invoices with state, overdue flag and the debt they add up to', async () => {
    const res = await f.cliente.get(`factura/cp/${cp1}`);
    expect(res.statusCode).toBe(200);
    const facturas: Factura[] = res.json().facturas;
    expect(facturas).toHaveLength(7);
    // Newest first: issued 5, 20, 35, 50, 75, 120 and 150 days ago.
    expect(facturas.map((x) => x.facturarel_id)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(facturas.map((x) => x.estado)).toEqual([
      'Pendiente',
      'Parcial',
      'Pagada',
      'Pendiente',
      'Parcial',
      'Pagada',
      'Pagada',
    ]);
    expect(facturas.map((x) => x.vencida)).toEqual([false, false, false, true, true, false, false]);
    expect(deudaVencida(facturas, todayInSantiago())).toBe(630_000);
    expect(facturas[0]).toMatchObject({
      tipo_pago: 'MENSUAL',
      tipo_servicio: 'EDEB Full',
      cp_id: cp1,
      total: 450_000,
      saldo: 450_000,
    });
    expect(facturas.find((x) => x.facturarel_id === 1)).toMatchObject({
      tipo_pago: 'UNICO',
      servicio_id: null,
      tipo_servicio: null,
    });
  });

  it('filters by issue date and follows the clock for the overdue flag', async () => {
    const today = todayInSantiago();
    const res = await f.cliente.get(`factura/cp/${cp1}?inicio=${addDays(today, -60)}&termino=${today}`);
    expect(res.json().facturas.map((x: Factura) => x.facturarel_id)).toEqual([7, 6, 5, 4]);
    t.setNow(new Date(Date.now() + 40 * 86_400_000));
    try {
      // Sessions do not survive 40 days: sign in again at the moved clock.
      const cookie = await t.login('cliente@agrodemo.cl');
      const later: Factura[] = (
        await t.app.inject({ url: `/api/v1/factura/cp/${cp1}`, headers: { cookie } })
      ).json().facturas;
      expect(later.find((x) => x.facturarel_id === 6)?.vencida).toBe(true);
    } finally {
      t.setNow(new Date());
    }
  });

  it('refuses bad dates (400), another company, employees and anonymous callers', async () => {
    expect((await f.cliente.get(`factura/cp/${cp1}?inicio=2024-13-01`)).statusCode).toBe(400);
    // Issue 10: a date that does not exist was a 500.
    for (const q of ['inicio=0000-01-01', 'termino=0000-01-01', 'inicio=2024-02-30'])
      expect((await f.cliente.get(`factura/cp/${cp1}?${q}`)).json(), q).toEqual({
        status: 'error',
        mensaje: MSG.campoInvalido(q.split('=')[0]!),
        campo: q.split('=')[0],
      });
    expect((await f.cliente.get(`factura/cp/${cp1}?inicio=2025-02-01&termino=2025-01-01`)).statusCode).toBe(
      400,
    );
    expect((await f.cliente2.get(`factura/cp/${cp1}`)).statusCode).toBe(403);
    expect((await f.empleado.get(`factura/cp/${cp1}`)).statusCode).toBe(403);
    expect((await f.anon.get(`factura/cp/${cp1}`)).statusCode).toBe(401);
    expect((await f.admin.get(`factura/cp/${cp2}`)).json().facturas).toHaveLength(3);
  });
});

interface Pago {
  monto: number;
  fecha_pago: string;
  archivo_nom: string;
  archivo_ext: string;
  facturarel_id: number;
}

describe('GET /factura/pagos/cp/{cp_id} and descargar/pagos/{file}', () => {
  it('lists the payments newest first with their receipts', async () => {
    const res = await f.cliente.get(`factura/pagos/cp/${cp1}`);
    expect(res.statusCode).toBe(200);
    const pagos: Pago[] = res.json().pagos;
    expect(pagos).toHaveLength(6);
    expect(pagos.reduce((s, p) => s + p.monto, 0)).toBe(2_245_000);
    const fechas = pagos.map((p) => p.fecha_pago);
    expect([...fechas].sort().reverse()).toEqual(fechas);
    expect(pagos.every((p) => /^[a-f0-9]{32}$/.test(p.archivo_nom) && p.archivo_ext === 'pdf')).toBe(true);
  });

  it('refuses another company, employees and anonymous callers', async () => {
    expect((await f.cliente2.get(`factura/pagos/cp/${cp1}`)).statusCode).toBe(403);
    expect((await f.empleado.get(`factura/pagos/cp/${cp1}`)).statusCode).toBe(403);
    expect((await f.anon.get(`factura/pagos/cp/${cp1}`)).statusCode).toBe(401);
    expect((await f.cliente.get('factura/pagos/cp/x')).statusCode).toBe(400);
  });

  it('serves a receipt with its original name only to staff and the company that paid with it', async () => {
    const [p] = (await f.cliente.get(`factura/pagos/cp/${cp1}`)).json().pagos as Pago[];
    const file = `${p!.archivo_nom}.${p!.archivo_ext}`;
    const res = await f.cliente.get(`descargar/pagos/${file}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Comprobante_transferencia_.*\.pdf"/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await f.admin.get(`descargar/pagos/${file}`)).statusCode).toBe(200);
    expect((await f.cliente2.get(`descargar/pagos/${file}`)).statusCode).toBe(404);
    expect((await f.empleado.get(`descargar/pagos/${file}`)).statusCode).toBe(403);
    expect((await f.anon.get(`descargar/pagos/${file}`)).statusCode).toBe(401);
    expect((await f.cliente.get('descargar/pagos/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    expect((await f.cliente.get(`descargar/pagos/${'0'.repeat(32)}.pdf`)).statusCode).toBe(404);
  });
});
