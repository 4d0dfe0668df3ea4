import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { empleado, usuario } from '../src/db/schema/index.ts';
import { buildTestApp, demoSessions } from './helpers.ts';

const t = await buildTestApp();
const { app } = t;
const { db } = t.ctx.database;

const cookies = await demoSessions(t);

async function empleadoOf(email: string) {
  const [row] = await db
    .select({ empleado })
    .from(empleado)
    .innerJoin(usuario, eq(usuario.usuarioId, empleado.usuarioId))
    .where(eq(usuario.email, email));
  return row!.empleado;
}
const yo = await empleadoOf('empleado@agrodemo.cl');
const otro = await empleadoOf('empleado2@agrodemo.cl');
const colega = await empleadoOf('jperez@valle-central.cl');

const body = {
  nombre: 'Diego',
  apellido: 'Muñoz Rojas',
  rut: yo.rut,
  telefono: '+56911112222',
  cargo: '',
  cp_id: yo.cpId,
};
const put = (id: number, cookie: string | undefined, payload: object = body) =>
  app.inject({ method: 'PUT', url: `/api/v1/empleado/${id}`, headers: cookie ? { cookie } : {}, payload });
const get = (url: string, cookie?: string) =>
  app.inject({ url: `/api/v1/${url}`, headers: cookie ? { cookie } : {} });

describe('GET /empleado/self', () => {
  it('answers the signed-in employee as empleado[0]', async () => {
    const res = await get('empleado/self', cookies.empleado);
    expect(res.statusCode).toBe(200);
    const [me] = res.json().empleado;
    expect(me).toMatchObject({
      empleado_id: yo.empleadoId,
      identificador: yo.cpId,
      empleadorel_id: 1,
      nombre: 'Diego',
      apellido: 'Muñoz',
    });
  });
  it('401 without a session, 403 for another role', async () => {
    expect((await get('empleado/self')).statusCode).toBe(401);
    expect((await get('empleado/self', cookies.cliente)).statusCode).toBe(403);
  });
});

describe('PUT /empleado/{empleado_id}', () => {
  it('updates its own record and keeps the position its company set', async () => {
    const res = await put(yo.empleadoId, cookies.empleado, { ...body, cargo: 'Gerente' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', mensaje: 'Usuario actualizado con éxito' });
    const after = await empleadoOf('empleado@agrodemo.cl');
    expect(after).toMatchObject({ apellido: 'Muñoz Rojas', telefono: '+56911112222', cargo: yo.cargo });
  });

  it('accepts the spec client body without cargo and cp_id as a string', async () => {
    const { cargo: _c, ...rest } = body;
    const res = await put(yo.empleadoId, cookies.empleado, {
      ...rest,
      cp_id: String(yo.cpId),
      apellido: 'Muñoz',
    });
    expect(res.statusCode).toBe(200);
    expect((await empleadoOf('empleado@agrodemo.cl')).apellido).toBe('Muñoz');
  });

  it('401 without a session', async () => {
    expect((await put(yo.empleadoId, undefined)).statusCode).toBe(401);
  });

  it("refuses another employee's record (same or other company) and changes nothing", async () => {
    for (const target of [colega, otro]) {
      const res = await put(target.empleadoId, cookies.empleado, { ...body, nombre: 'Intruso' });
      expect(res.statusCode).toBe(403);
      expect((await db.select().from(empleado).where(eq(empleado.empleadoId, target.empleadoId)))[0]).toEqual(
        target,
      );
    }
  });

  it('lets a principal client edit its own employees only', async () => {
    const ok = await put(colega.empleadoId, cookies.cliente, {
      ...body,
      rut: colega.rut,
      nombre: 'Juan Carlos',
      cargo: 'Jefe de Riego',
      cp_id: colega.cpId,
    });
    expect(ok.statusCode).toBe(200);
    expect(await empleadoOf('jperez@valle-central.cl')).toMatchObject({
      nombre: 'Juan Carlos',
      cargo: 'Jefe de Riego',
    });
    const denied = await put(colega.empleadoId, cookies.cliente2, { ...body, nombre: 'X' });
    expect(denied.statusCode).toBe(403);
    expect((await empleadoOf('jperez@valle-central.cl')).nombre).toBe('Juan Carlos');
  });

  it("hides another company's employee from a principal client (404, like a missing one) unless it names that company (403)", async () => {
    const { cp_id: _cp, ...sinEmpresa } = body;
    for (const payload of [
      { ...sinEmpresa, rut: otro.rut },
      { ...body, rut: otro.rut, cp_id: yo.cpId },
    ]) {
      const res = await put(otro.empleadoId, cookies.cliente, { ...payload, nombre: 'Intruso' });
      expect(res.statusCode).toBe(404);
    }
    expect((await put(otro.empleadoId, cookies.cliente, { ...body, cp_id: otro.cpId })).statusCode).toBe(403);
    expect((await put(99999, cookies.cliente, sinEmpresa)).statusCode).toBe(404);
    expect(
      (await db.select().from(empleado).where(eq(empleado.empleadoId, otro.empleadoId)))[0]!.nombre,
    ).not.toBe('Intruso');
  });

  it('answers 400 for an id or a cp_id beyond the database range, never 500 (issue 10)', async () => {
    expect((await put(2147483648, cookies.admin)).statusCode).toBe(400);
    const res = await put(yo.empleadoId, cookies.admin, { ...body, cp_id: 2147483648 });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe('El campo Cliente no es válido');
  });

  it('lets staff edit any employee, and answers 404 for an unknown one', async () => {
    expect(
      (
        await put(otro.empleadoId, cookies.admin, {
          ...body,
          rut: otro.rut,
          nombre: 'Francisca',
          cp_id: otro.cpId,
        })
      ).statusCode,
    ).toBe(200);
    expect((await put(99999, cookies.admin)).statusCode).toBe(404);
  });

  it.each([
    [{ rut: '12.345.678-9' }, 'El RUT ingresado no es válido'],
    [{ rut: '167342099' }, 'El RUT ingresado no es válido'],
    [{ telefono: '+56 2 2345 6789' }, 'El teléfono debe tener el formato +569 seguido de 8 dígitos'],
    [{ nombre: '  ' }, 'El campo Nombre es obligatorio'],
  ])('400 for %o, naming the problem, and nothing changes', async (change, mensaje) => {
    const before = await empleadoOf('empleado@agrodemo.cl');
    const res = await put(yo.empleadoId, cookies.empleado, { ...body, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe(mensaje);
    expect(await empleadoOf('empleado@agrodemo.cl')).toEqual(before);
  });

  it('400 when cp_id names another company', async () => {
    const res = await put(yo.empleadoId, cookies.empleado, { ...body, cp_id: otro.cpId });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe('El campo Cliente no es válido');
  });
});

describe('GET /empleado/parcela/listar', () => {
  it('lists the linked territories, the EDEB Full one first', async () => {
    const res = await get('empleado/parcela/listar', cookies.empleado);
    expect(res.statusCode).toBe(200);
    const { parcelas } = res.json();
    expect(parcelas.map((p: { nombre: string }) => p.nombre)).toEqual([
      'Fundo El Peumo',
      'Parcela Los Aromos',
    ]);
    expect(parcelas[0]).toMatchObject({
      nombre_empresa: 'Agrícola Valle Central SpA',
      identificador: yo.cpId,
      parcelarel_id: 1,
      region: 'VII Maule',
      ciudad: 'Curicó',
      direccion_ref: 'Camino a Los Niches km 6, Curicó',
      coordenadas: { x: -35.0128, y: -71.1716 },
    });
    expect(typeof parcelas[0].parcela_id).toBe('number');
  });
  it("shows the other company's employee only its own territory", async () => {
    const { parcelas } = (await get('empleado/parcela/listar', cookies.empleado2)).json();
    expect(parcelas.map((p: { nombre: string }) => p.nombre)).toEqual(['Viña Los Robles']);
  });
  it('401 without a session, 403 for a principal client', async () => {
    expect((await get('empleado/parcela/listar')).statusCode).toBe(401);
    expect((await get('empleado/parcela/listar', cookies.cliente)).statusCode).toBe(403);
  });
});
