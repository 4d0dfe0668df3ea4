import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { clientePrincipal, parcela, servicio, usuario } from '../src/db/schema/index.ts';
import { buildTestApp } from './helpers.ts';

const t = await buildTestApp();
const { app } = t;
const { db } = t.ctx.database;

const cpBody = {
  datos: {
    nombre: 'X',
    rut: '11.111.111-1',
    email: 'x@x.cl',
    telefono: '+56911111111',
    direccion: 'd',
    region: 'VII Maule',
    ciudad: 'c',
  },
  banco: {
    rut: '11.111.111-1',
    email_bancario: 'b@x.cl',
    banco: 'BancoEstado',
    tipo_cuenta: 'Vista',
    numero_cuenta: '123456',
  },
  contacto: { nombre: 'a', apellido: 'b', email: 'c@x.cl', telefono: '+56911111111', cargo: '' },
  contactoSecundario: { nombre: 'a', apellido: 'b', email: 'd@x.cl', telefono: '+56911111111', cargo: '' },
  confirmacionDatos: true,
};
const parcelaBody = {
  cp_id: 1,
  nombre: 'P',
  region: 'VII Maule',
  ciudad: 'Talca',
  direccion_ref: 'x',
  coord_x: -35,
  coord_y: -71,
  extension: 1000,
};

/** Every staff-only endpoint of the admin back office I, with a payload it would accept. */
const endpoints: { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: object }[] = [
  {
    method: 'PUT',
    url: '/api/v1/admin/1',
    payload: { nombre: 'Camila', apellido: 'Rojas', rut: '', telefono: '' },
  },
  { method: 'GET', url: '/api/v1/usuario/listar' },
  {
    method: 'PUT',
    url: '/api/v1/usuario/email/admin/jperez@valle-central.cl',
    payload: { email_actual: 'jperez@valle-central.cl', email: 'otro@x.cl' },
  },
  {
    method: 'PUT',
    url: '/api/v1/usuario/password/admin/jperez@valle-central.cl',
    payload: { email: 'jperez@valle-central.cl', password_new: 'Nueva#Clave2026' },
  },
  { method: 'GET', url: '/api/v1/cp/all/listar' },
  { method: 'GET', url: '/api/v1/cp/contacto/1' },
  {
    method: 'PUT',
    url: '/api/v1/cp/contacto/1',
    payload: {
      nombre: 'a',
      apellido: 'b',
      email: 'c@x.cl',
      telefono: '+56911111111',
      cargo: '',
      isprincipal: true,
    },
  },
  { method: 'POST', url: '/api/v1/cp/registrar', payload: cpBody },
  { method: 'DELETE', url: '/api/v1/cp/desactivar/1' },
  { method: 'POST', url: '/api/v1/cp/activar/1' },
  { method: 'DELETE', url: '/api/v1/cp/1' },
  { method: 'GET', url: '/api/v1/parcela/all/listar' },
  { method: 'POST', url: '/api/v1/parcela/registrar', payload: parcelaBody },
  { method: 'DELETE', url: '/api/v1/parcela/1/1' },
  { method: 'GET', url: '/api/v1/servicio/all/listar' },
  {
    method: 'POST',
    url: '/api/v1/servicio/registrar',
    payload: { tipo_servicio: 'EDEB Full', parcela_id: 2, cp_id: 1 },
  },
  {
    method: 'PUT',
    url: '/api/v1/servicio/1',
    payload: { tipo_servicio: 'EDEB Full', parcela_id: 1, cp_id: 1 },
  },
];

const snapshot = async () => ({
  usuarios: await db.select().from(usuario).orderBy(usuario.usuarioId),
  cps: await db.select().from(clientePrincipal).orderBy(clientePrincipal.cpId),
  parcelas: (await db.select({ n: count() }).from(parcela))[0]!.n,
  servicios: await db.select().from(servicio).orderBy(servicio.servicioId),
});

describe('admin back office I: staff only', () => {
  it.each(endpoints)('$method $url answers 401 without a session', async (e) => {
    const res = await app.inject({ method: e.method, url: e.url, payload: e.payload });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', mensaje: 'Token inválido' });
  });

  it('answers 403 to Empleado and Cliente Principal on every endpoint, and changes nothing', async () => {
    const before = await snapshot();
    for (const email of ['empleado@agrodemo.cl', 'cliente@agrodemo.cl', 'cliente2@agrodemo.cl']) {
      const cookie = await t.login(email);
      for (const e of endpoints) {
        const res = await app.inject({
          method: e.method,
          url: e.url,
          payload: e.payload,
          headers: { cookie },
        });
        expect(res.statusCode, `${email} ${e.method} ${e.url}`).toBe(403);
        expect(res.json().status).toBe('error');
      }
    }
    const after = await snapshot();
    // Signing in touches nothing these endpoints own; compare what they would have written.
    expect(after.cps).toEqual(before.cps);
    expect(after.parcelas).toBe(before.parcelas);
    expect(after.servicios).toEqual(before.servicios);
    expect(after.usuarios.map((u) => [u.email, u.passwordHash, u.isActive])).toEqual(
      before.usuarios.map((u) => [u.email, u.passwordHash, u.isActive]),
    );
  });

  it('lets Dev in like Admin', async () => {
    const cookie = await t.login('dev@agrodemo.cl');
    for (const url of [
      '/api/v1/usuario/listar',
      '/api/v1/cp/all/listar',
      '/api/v1/parcela/all/listar',
      '/api/v1/servicio/all/listar',
      '/api/v1/cp/contacto/1',
    ]) {
      expect((await app.inject({ url, headers: { cookie } })).statusCode, url).toBe(200);
    }
  });
});
