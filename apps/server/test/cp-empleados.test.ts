import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { empleado, empleadoParcela, usuario } from '../src/db/schema/index.ts';
import { buildTestApp, linkFromMail } from './helpers.ts';
import { cpFixtures } from './cp-fixtures.ts';

const t = await buildTestApp();
const f = await cpFixtures(t);
const { cp1, cp2 } = f;
const { db } = t.ctx.database;

const nuevo = (over: Record<string, unknown> = {}) => ({
  nombre: 'Rosa',
  apellido: 'Carrasco',
  email: 'rcarrasco@valle-central.cl',
  telefono: '+56911223344',
  rut: '15.123.456-9',
  cargo: 'Supervisora de Cosecha',
  cp_id: cp1,
  idTerritorio: `${cp1}-T-003`,
  ...over,
});
/** Users, employees and links: a refused write must leave all three as they were. */
const totals = async () => ({
  usuarios: (await db.select({ n: count() }).from(usuario))[0]!.n,
  empleados: (await db.select({ n: count() }).from(empleado))[0]!.n,
  links: (await db.select({ n: count() }).from(empleadoParcela))[0]!.n,
  mails: t.outbox().length,
});
const empleadoIdOf = async (email: string) =>
  (
    await db
      .select({ id: empleado.empleadoId })
      .from(empleado)
      .innerJoin(usuario, eq(usuario.usuarioId, empleado.usuarioId))
      .where(eq(sql`lower(${usuario.email})`, email))
  )[0]!.id;

describe('GET /empleado/cp/{cp_id}', () => {
  it('lists the company workers with their user data', async () => {
    const res = await f.cliente.get(`empleado/cp/${cp1}`);
    expect(res.statusCode).toBe(200);
    const { empleados } = res.json();
    expect(empleados.map((e: { empleadorel_id: number }) => e.empleadorel_id)).toEqual([1, 2, 3, 4]);
    expect(empleados[0]).toMatchObject({
      email: 'empleado@agrodemo.cl',
      nombre_empresa: 'Agrícola Valle Central SpA',
      tipo_usuario: 'Empleado',
      cp_id: cp1,
    });
  });

  it('refuses another company, employees and anonymous callers', async () => {
    expect((await f.cliente2.get(`empleado/cp/${cp1}`)).statusCode).toBe(403);
    expect((await f.empleado.get(`empleado/cp/${cp1}`)).statusCode).toBe(403);
    expect((await f.anon.get(`empleado/cp/${cp1}`)).statusCode).toBe(401);
    expect((await f.cliente.get('empleado/cp/0')).statusCode).toBe(400);
    expect((await f.admin.get(`empleado/cp/${cp2}`)).json().empleados).toHaveLength(2);
  });
});

describe('GET /empleado/{empleado_id}', () => {
  it('answers an employee of the own company, and any to staff', async () => {
    const id = await empleadoIdOf('jperez@valle-central.cl');
    const res = await f.cliente.get(`empleado/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().empleado[0]).toMatchObject({
      empleado_id: id,
      nombre: 'Juan',
      cargo: 'Encargado de Riego',
      empleadorel_id: 2,
    });
    expect((await f.admin.get(`empleado/${id}`)).statusCode).toBe(200);
  });

  it('hides another company employee (404) and refuses employees, anonymous callers and bad ids', async () => {
    const other = await empleadoIdOf('empleado2@agrodemo.cl');
    expect((await f.cliente.get(`empleado/${other}`)).statusCode).toBe(404);
    expect((await f.empleado.get(`empleado/${other}`)).statusCode).toBe(403);
    expect((await f.anon.get(`empleado/${other}`)).statusCode).toBe(401);
    expect((await f.cliente.get('empleado/abc')).statusCode).toBe(400);
    expect((await f.cliente.get('empleado/99999')).statusCode).toBe(404);
  });

  it('answers 400 for an id beyond the database range, never 500 (issue 10)', async () => {
    const res = await f.admin.get('empleado/2147483648');
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe(MSG.campoInvalido('empleado_id'));
  });
});

describe('GET /empleado/parcela/ligadas/{cp_id}/{empleadorel_id}', () => {
  it('lists the territories linked to a worker', async () => {
    const res = await f.cliente.get(`empleado/parcela/ligadas/${cp1}/1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().parcelas.map((p: { parcelarel_id: number }) => p.parcelarel_id)).toEqual([1, 2]);
    expect(res.json().parcelas[0]).toMatchObject({ nombre: 'Fundo El Peumo', tipo_servicio: 'EDEB Full' });
  });

  it('answers 404 for an unknown worker number, 403 for another company', async () => {
    expect((await f.cliente.get(`empleado/parcela/ligadas/${cp1}/40`)).statusCode).toBe(404);
    expect((await f.cliente2.get(`empleado/parcela/ligadas/${cp1}/1`)).statusCode).toBe(403);
    expect((await f.empleado.get(`empleado/parcela/ligadas/${cp1}/1`)).statusCode).toBe(403);
    expect((await f.anon.get(`empleado/parcela/ligadas/${cp1}/1`)).statusCode).toBe(401);
    expect((await f.cliente.get(`empleado/parcela/ligadas/${cp1}/x`)).statusCode).toBe(400);
  });
});

describe('POST /empleado/registrar', () => {
  it('creates the account, the worker and its territory link; the worker sets a password by mail and signs in as Empleado', async () => {
    const before = await totals();
    const res = await f.cliente.req(
      'POST',
      'empleado/registrar',
      nuevo({ rut: '151234569', telefono: '+56911223344' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'success',
      mensaje: MSG.trabajadorRegistrado,
      empleadorel_id: 5,
    });
    expect(await totals()).toEqual({
      usuarios: before.usuarios + 1,
      empleados: before.empleados + 1,
      links: before.links + 1,
      mails: before.mails + 1,
    });

    const [row] = await db.select().from(usuario).where(eq(usuario.email, 'rcarrasco@valle-central.cl'));
    expect(row).toMatchObject({ tipoUsuario: 'Empleado', passwordHash: null, isActive: true });
    const ficha = (await f.cliente.get(`empleado/${res.json().empleado_id}`)).json().empleado[0];
    expect(ficha).toMatchObject({ rut: '15.123.456-9', cargo: 'Supervisora de Cosecha', empleadorel_id: 5 });
    expect(
      (await f.cliente.get(`empleado/parcela/ligadas/${cp1}/5`))
        .json()
        .parcelas.map((p: { parcelarel_id: number }) => p.parcelarel_id),
    ).toEqual([3]);

    const mail = t.outbox().at(-1)!;
    expect(mail).toContain('rcarrasco@valle-central.cl');
    const token = new URL(linkFromMail(mail)).searchParams.get('t')!;
    const password = 'Cosecha#2026x';
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/v1/usuario/cambiar/${token}`,
      payload: { password_old: password, password_new: password },
    });
    expect(set.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usuario/logear',
      payload: { email: 'rcarrasco@valle-central.cl', password },
    });
    expect(login.json()).toEqual({ status: 'success', role: 'Empleado' });
    const cookie = login.cookies.find((c) => c.name === 'agro_sesion')!;
    const self = await t.app.inject({
      url: '/api/v1/empleado/self',
      headers: { cookie: `agro_sesion=${cookie.value}` },
    });
    expect(self.json().empleado[0]).toMatchObject({ nombre: 'Rosa', empleadorel_id: 5, cp_id: cp1 });
  });

  it('accepts the territory as its number, for staff too', async () => {
    const res = await f.admin.req(
      'POST',
      'empleado/registrar',
      nuevo({ email: 'pvaldes@valle-central.cl', rut: '9.876.543-3', idTerritorio: 1 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().empleadorel_id).toBe(6);
  });

  it('answers 409 for an e-mail in use (any case), creating nothing', async () => {
    const before = await totals();
    const res = await f.cliente.req('POST', 'empleado/registrar', nuevo({ email: 'Empleado2@AgroDemo.cl' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toBe(MSG.emailEnUso);
    expect(await totals()).toEqual(before);
  });

  it.each([
    ['a bad RUT', { email: 'a1@valle-central.cl', rut: '12' }, MSG.rutInvalido],
    [
      'a RUT with a wrong check digit',
      { email: 'a4@valle-central.cl', rut: '15.123.456-8' },
      MSG.rutInvalido,
    ],
    ['a bad phone', { email: 'a2@valle-central.cl', telefono: '2233' }, MSG.telefonoInvalido],
    ['a bad e-mail', { email: 'no-es-correo' }, MSG.emailInvalido],
    ['no name', { email: 'a3@valle-central.cl', nombre: '' }, MSG.campoRequerido('nombre')],
  ])('refuses %s with 400, creating nothing', async (_, over, mensaje) => {
    const before = await totals();
    const res = await f.cliente.req('POST', 'empleado/registrar', nuevo(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe(mensaje);
    expect(await totals()).toEqual(before);
  });

  it('refuses another company (403), another company territory (404), employees and anonymous callers, creating nothing', async () => {
    const before = await totals();
    expect(
      (await f.cliente2.req('POST', 'empleado/registrar', nuevo({ email: 'x1@vinedos.cl' }))).statusCode,
    ).toBe(403);
    const ajeno = await f.cliente2.req(
      'POST',
      'empleado/registrar',
      nuevo({ email: 'x2@vinedos.cl', cp_id: cp2, idTerritorio: `${cp1}-T-001` }),
    );
    expect(ajeno.statusCode).toBe(404);
    expect(ajeno.json().mensaje).toBe(MSG.territorioNoExiste);
    expect(
      (
        await f.cliente2.req(
          'POST',
          'empleado/registrar',
          nuevo({ email: 'x3@vinedos.cl', cp_id: cp2, idTerritorio: 3 }),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await f.empleado.req('POST', 'empleado/registrar', nuevo({ email: 'x4@vinedos.cl' }))).statusCode,
    ).toBe(403);
    expect(
      (await f.anon.req('POST', 'empleado/registrar', nuevo({ email: 'x5@vinedos.cl' }))).statusCode,
    ).toBe(401);
    expect(await totals()).toEqual(before);
  });

  it.each([
    [2147483648, 400],
    ['2147483648', 404],
    [`${cp1}-T-99999999999`, 404],
  ])(
    'refuses a territory number beyond the database range (%s) with %i, never 500',
    async (idTerritorio, status) => {
      const before = await totals();
      const res = await f.cliente.req(
        'POST',
        'empleado/registrar',
        nuevo({ email: 'lejos@valle-central.cl', idTerritorio }),
      );
      expect(res.statusCode).toBe(status);
      expect(res.json().mensaje).toBe(MSG.territorioNoExiste);
      expect(await totals()).toEqual(before);
    },
  );
});

describe('POST /empleado/parcela', () => {
  const parcelaId = async (cp: number, rel: number) =>
    (await f.admin.get(`parcela/id/${rel}/${cp}`)).json().parcela[0].parcela_id as number;

  it('links a worker to another territory of its company, idempotently', async () => {
    const id = await empleadoIdOf('jperez@valle-central.cl');
    const body = { empleado_id: id, parcela_id: await parcelaId(cp1, 1), identificador: cp1 };
    const res = await f.cliente.req('POST', 'empleado/parcela', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', nuevo: true });
    expect((await f.cliente.req('POST', 'empleado/parcela', body)).json()).toEqual({
      status: 'success',
      nuevo: false,
    });
    expect(
      (await f.cliente.get(`empleado/parcela/ligadas/${cp1}/2`))
        .json()
        .parcelas.map((p: { parcelarel_id: number }) => p.parcelarel_id),
    ).toEqual([1, 3]);
  });

  it('refuses crossing companies in any direction, changing nothing', async () => {
    const before = await totals();
    const mio = await empleadoIdOf('mgonzalez@valle-central.cl');
    const ajeno = await empleadoIdOf('rsilva@vinedosdelmaule.cl');
    const suya = await parcelaId(cp2, 1);
    const mia = await parcelaId(cp1, 3);
    // Own worker onto another company's territory.
    const r1 = await f.cliente.req('POST', 'empleado/parcela', {
      empleado_id: mio,
      parcela_id: suya,
      identificador: cp1,
    });
    expect(r1.statusCode).toBe(404);
    expect(r1.json().mensaje).toBe(MSG.asociacionFallida);
    // Another company's worker onto an own territory, claiming either company.
    expect(
      (
        await f.cliente.req('POST', 'empleado/parcela', {
          empleado_id: ajeno,
          parcela_id: mia,
          identificador: cp1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await f.cliente.req('POST', 'empleado/parcela', {
          empleado_id: ajeno,
          parcela_id: mia,
          identificador: cp2,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await f.cliente2.req('POST', 'empleado/parcela', {
          empleado_id: mio,
          parcela_id: mia,
          identificador: cp1,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await f.empleado.req('POST', 'empleado/parcela', {
          empleado_id: mio,
          parcela_id: mia,
          identificador: cp1,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await f.anon.req('POST', 'empleado/parcela', {
          empleado_id: mio,
          parcela_id: mia,
          identificador: cp1,
        })
      ).statusCode,
    ).toBe(401);
    const bad = await f.cliente.req('POST', 'empleado/parcela', {
      empleado_id: 'x',
      parcela_id: mia,
      identificador: cp1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().mensaje).toBe(MSG.asociacionFallida);
    // Issue 10: an id beyond the database range is refused by validation, never a 500.
    for (const body of [
      { empleado_id: 2147483648, parcela_id: mia, identificador: cp1 },
      { empleado_id: mio, parcela_id: 2147483648, identificador: cp1 },
    ]) {
      const huge = await f.admin.req('POST', 'empleado/parcela', body);
      expect(huge.statusCode).toBe(400);
      expect(huge.json().mensaje).toBe(MSG.asociacionFallida);
    }
    expect(await totals()).toEqual(before);
  });
});
