import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { admin as adminTable, usuario } from '../src/db/schema/index.ts';
import { buildTestApp, DEMO_PASSWORD } from './helpers.ts';

const t = await buildTestApp();
const { app } = t;
const { db } = t.ctx.database;
const admin = await t.login('admin@agrodemo.cl');
const api = (method: 'GET' | 'PUT', url: string, payload?: object, cookie = admin) =>
  app.inject({ method, url: `/api/v1/${url}`, payload, headers: { cookie } });
/** The status of an admin call, for the tests that only check which answer it got. */
const statusOf = async (...args: Parameters<typeof api>) => (await api(...args)).statusCode;
const logear = (email: string, password = DEMO_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/v1/usuario/logear', payload: { email, password } });

describe('GET /usuario/listar', () => {
  it('lists every account with its display names', async () => {
    const { usuarios, total } = (await api('GET', 'usuario/listar')).json();
    expect(total).toBe(usuarios.length);
    const by = (email: string) => usuarios.find((u: { email: string }) => u.email === email);
    expect(by('admin@agrodemo.cl')).toMatchObject({
      tipo_usuario: 'Admin',
      estado: true,
      nom_admin: 'Camila Rojas',
      nom_empresa: null,
    });
    expect(by('cliente@agrodemo.cl')).toMatchObject({
      tipo_usuario: 'Cliente Principal',
      nom_empresa: 'Agrícola Valle Central SpA',
      nom_empleado: null,
    });
    expect(by('empleado@agrodemo.cl')).toMatchObject({
      tipo_usuario: 'Empleado',
      nom_empleado: 'Diego Muñoz',
      nom_empresa: 'Agrícola Valle Central SpA',
    });
  });

  it('filters, sorts and pages on the server', async () => {
    const emp = (
      await api(
        'GET',
        'usuario/listar?campo=tipo_usuario&q=empleado&sort=usuario_id&dir=desc&page=2&pageSize=2',
      )
    ).json();
    expect(emp.total).toBe(6);
    expect(emp.usuarios.map((u: { email: string }) => u.email)).toEqual([
      'invitado@agrodemo.cl',
      'mgonzalez@valle-central.cl',
    ]);
    const byMail = (await api('GET', 'usuario/listar?campo=email&q=valle-central&sort=email')).json();
    expect(byMail.usuarios.map((u: { email: string }) => u.email)).toEqual([
      'jperez@valle-central.cl',
      'mgonzalez@valle-central.cl',
    ]);
    expect(
      (await api('GET', 'usuario/listar?campo=nombre&q=muñoz'))
        .json()
        .usuarios.map((u: { email: string }) => u.email),
    ).toEqual(['empleado@agrodemo.cl']);
    expect((await api('GET', 'usuario/listar?campo=nombre&q=viñedos')).json().total).toBe(3);
    expect(await statusOf('GET', 'usuario/listar?campo=rut')).toBe(400);
  });
});

describe('PUT /usuario/email/admin/{email}', () => {
  it("changes any account's e-mail; the user signs in with the new one", async () => {
    const res = await api('PUT', 'usuario/email/admin/jperez%40valle-central.cl', {
      email_actual: 'jperez@valle-central.cl',
      email: 'Juan.Perez@Valle-Central.cl',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      mensaje: 'Email de usuario cambiado con éxito',
      email: 'juan.perez@valle-central.cl',
    });
    expect((await logear('juan.perez@valle-central.cl')).statusCode).toBe(200);
    expect((await logear('jperez@valle-central.cl')).statusCode).toBe(401);
  });

  it('answers 409 for an e-mail another account has, changing nothing', async () => {
    const res = await api('PUT', 'usuario/email/admin/juan.perez@valle-central.cl', {
      email_actual: 'juan.perez@valle-central.cl',
      email: 'CLIENTE2@agrodemo.cl',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toBe('El email ingresado ya está registrado');
    expect(
      await db.select().from(usuario).where(eq(usuario.email, 'juan.perez@valle-central.cl')),
    ).toHaveLength(1);
  });

  it('answers 400 for a malformed e-mail and 404 for an unknown account', async () => {
    expect(
      await statusOf('PUT', 'usuario/email/admin/juan.perez@valle-central.cl', { email: 'no-es-email' }),
    ).toBe(400);
    expect(
      await statusOf('PUT', 'usuario/email/admin/nadie@agrodemo.cl', { email: 'alguien@agrodemo.cl' }),
    ).toBe(404);
  });
});

describe('PUT /usuario/password/admin/{email}', () => {
  it("sets any account's password without the old one and ends that account's sessions", async () => {
    const cookie = await t.login('mgonzalez@valle-central.cl');
    const res = await api('PUT', 'usuario/password/admin/mgonzalez@valle-central.cl', {
      email: 'mgonzalez@valle-central.cl',
      password_new: 'Nueva#Clave2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      mensaje: 'Contraseña de usuario cambiada con éxito',
    });
    expect(await statusOf('GET', 'empleado/self', undefined, cookie)).toBe(401);
    expect((await logear('mgonzalez@valle-central.cl')).statusCode).toBe(401);
    expect((await logear('mgonzalez@valle-central.cl', 'Nueva#Clave2026')).statusCode).toBe(200);
  });

  it('enforces the password rule (400), changing nothing', async () => {
    const [before] = await db.select().from(usuario).where(eq(usuario.email, 'rsilva@vinedosdelmaule.cl'));
    const res = await api('PUT', 'usuario/password/admin/rsilva@vinedosdelmaule.cl', {
      email: 'rsilva@vinedosdelmaule.cl',
      password_new: 'corta',
    });
    expect(res.statusCode).toBe(400);
    const [after] = await db.select().from(usuario).where(eq(usuario.email, 'rsilva@vinedosdelmaule.cl'));
    expect(after!.passwordHash).toBe(before!.passwordHash);
  });

  it("keeps the admin's own session when it changes its own password", async () => {
    const own = await t.login('dev@agrodemo.cl');
    const other = await t.login('dev@agrodemo.cl');
    expect(
      await statusOf(
        'PUT',
        'usuario/password/admin/dev@agrodemo.cl',
        { password_new: 'Dev#Clave20266' },
        own,
      ),
    ).toBe(200);
    expect(await statusOf('GET', 'admin/self', undefined, own)).toBe(200);
    expect(await statusOf('GET', 'admin/self', undefined, other)).toBe(401);
  });

  it('answers 404 for an unknown account', async () => {
    expect(
      await statusOf('PUT', 'usuario/password/admin/nadie@agrodemo.cl', { password_new: 'Nueva#Clave2026' }),
    ).toBe(404);
  });
});

describe('PUT /admin/{admin_id}', () => {
  it("updates the admin's data, normalising RUT and phone", async () => {
    const me = (await api('GET', 'admin/self')).json().admin[0];
    const res = await api('PUT', `admin/${me.admin_id}`, {
      nombre: ' Camila ',
      apellido: 'Rojas Díaz',
      rut: '154823379',
      telefono: '9 6123 4500',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().mensaje).toBe('Usuario actualizado con éxito');
    expect(res.json().admin[0]).toMatchObject({
      nombre: 'Camila',
      apellido: 'Rojas Díaz',
      rut: '15.482.337-9',
      telefono: '+56961234500',
    });
  });

  it('answers 400 for a bad RUT and 404 for an unknown admin, changing nothing', async () => {
    const [before] = await db.select().from(adminTable).where(eq(adminTable.adminId, 1));
    expect(await statusOf('PUT', 'admin/1', { nombre: 'X', rut: '15.482.337-1' })).toBe(400);
    expect(await statusOf('PUT', 'admin/999', { nombre: 'X' })).toBe(404);
    expect((await db.select().from(adminTable).where(eq(adminTable.adminId, 1)))[0]).toEqual(before);
  });
});
