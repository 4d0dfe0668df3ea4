import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { clientePrincipal, parcela } from '../src/db/schema/index.ts';
import { cpFixtures, nuevoCp } from './cp-fixtures.ts';
import { buildTestApp, DEMO_PASSWORD, linkFromMail } from './helpers.ts';

/** People and accounts (issue 12): invitations, worker deactivation and links, account notices, bank data. */
const t = await buildTestApp();
const f = await cpFixtures(t);
const { db } = t.ctx.database;
const NUEVA = 'Nueva#Clave2026';

const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('t')!);
const lastMailTo = (email: string) => {
  const m = t
    .outbox()
    .filter((raw) => raw.includes(email))
    .at(-1);
  if (!m) throw new Error(`no mail to ${email}`);
  return m;
};
const validar = (token: string) =>
  t.app.inject({ url: `/api/v1/usuario/validar/${encodeURIComponent(token)}` });
const cambiar = (token: string) =>
  f.anon.req('POST', `usuario/cambiar/${encodeURIComponent(token)}`, {
    password_old: NUEVA,
    password_new: NUEVA,
  });
const logear = (email: string, password = NUEVA) => f.anon.req('POST', 'usuario/logear', { email, password });

async function nuevoEmpleado(email: string) {
  const res = await f.cliente.req('POST', 'empleado/registrar', {
    nombre: 'Rosa',
    apellido: 'Muñoz',
    rut: '12.345.678-5',
    telefono: '+56912121212',
    cargo: 'Capataz',
    email,
    cp_id: f.cp1,
    idTerritorio: 1,
  });
  expect(res.statusCode).toBe(201);
  return res.json().empleado_id as number;
}
const ficha = async (id: number) => (await f.cliente.get(`empleado/${id}`)).json().empleado[0];

describe('pending invitation → resend → old link dead → new link works', () => {
  it('a worker and its company', async () => {
    const email = 'rosa.pendiente@canelos.cl';
    const id = await nuevoEmpleado(email);
    const first = tokenOf(linkFromMail(lastMailTo(email)));
    expect(await ficha(id)).toMatchObject({ is_active: true, invitacion_pendiente: true });
    const lista = (await f.cliente.get(`empleado/cp/${f.cp1}`)).json().empleados;
    expect(lista.find((e: { empleado_id: number }) => e.empleado_id === id).invitacion_pendiente).toBe(true);
    expect(
      lista.find((e: { email: string }) => e.email === 'empleado@agrodemo.cl').invitacion_pendiente,
    ).toBe(false);

    const mails = t.outbox().length;
    const resend = await f.cliente.req('POST', `empleado/invitacion/${id}`);
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toMatchObject({ correo_enviado: true, mensaje: MSG.invitacionReenviada });
    expect(t.outbox().length).toBe(mails + 1);
    const second = tokenOf(linkFromMail(lastMailTo(email)));
    expect(second).not.toBe(first);
    expect((await validar(first)).statusCode).toBe(404);
    expect((await cambiar(first)).statusCode).toBe(404);
    expect((await validar(second)).statusCode).toBe(200);
    expect((await cambiar(second)).statusCode).toBe(200);
    expect((await logear(email)).statusCode).toBe(200);
    expect((await ficha(id)).invitacion_pendiente).toBe(false);
    // Nothing left to resend once the password is set.
    expect((await f.cliente.req('POST', `empleado/invitacion/${id}`)).statusCode).toBe(409);
  });

  it('staff resend a pending client its invitation; the client list says it is pending', async () => {
    const email = 'pendiente@hortalizas.cl';
    const res = await f.admin.req('POST', 'cp/registrar', nuevoCp(email));
    expect(res.statusCode).toBe(201);
    const cpId = res.json().cp_id as number;
    const first = tokenOf(linkFromMail(lastMailTo(email)));
    const fila = (await f.admin.get(`cp/all/listar?campo=id&q=${cpId}`)).json().clientes[0];
    expect(fila.invitacion_pendiente).toBe(true);
    expect((await f.admin.get(`cp/listar/${cpId}`)).json().cp[0].invitacion_pendiente).toBe(true);
    expect((await f.admin.req('POST', `cp/invitacion/${cpId}`)).statusCode).toBe(200);
    expect((await validar(first)).statusCode).toBe(404);
    const second = tokenOf(linkFromMail(lastMailTo(email)));
    expect((await cambiar(second)).statusCode).toBe(200);
    expect((await f.admin.get(`cp/listar/${cpId}`)).json().cp[0].invitacion_pendiente).toBe(false);
    expect((await f.admin.req('POST', `cp/invitacion/${cpId}`)).statusCode).toBe(409);
  });

  it("refuses another company's worker with 404 and a client's own resend from an employee with 403", async () => {
    const id = await nuevoEmpleado('otra.empresa@canelos.cl');
    expect((await f.cliente2.req('POST', `empleado/invitacion/${id}`)).statusCode).toBe(404);
    expect((await f.empleado.req('POST', `empleado/invitacion/${id}`)).statusCode).toBe(403);
    expect((await f.admin.req('POST', `empleado/invitacion/${id}`)).statusCode).toBe(200);
  });
});

describe('worker deactivation and territory links', () => {
  it('a deactivated worker cannot sign in and its open session is refused; reactivation restores it', async () => {
    const login = await logear('empleado@agrodemo.cl', DEMO_PASSWORD);
    const cookie = login.headers['set-cookie']!.toString().split(';')[0]!;
    const self = () => t.app.inject({ url: '/api/v1/empleado/self', headers: { cookie } });
    expect((await self()).statusCode).toBe(200);
    const id = (await self()).json().empleado[0].empleado_id as number;

    const off = await f.cliente.req('DELETE', `empleado/desactivar/${id}`);
    expect(off.statusCode).toBe(200);
    expect(off.json().mensaje).toBe(MSG.trabajadorDesactivado);
    expect((await self()).statusCode).toBe(401);
    const again = await logear('empleado@agrodemo.cl', DEMO_PASSWORD);
    expect(again.statusCode).toBe(401);
    expect(again.json().mensaje).toBe(MSG.usuarioNoExiste);
    expect((await ficha(id)).is_active).toBe(false);

    expect((await f.cliente.req('POST', `empleado/activar/${id}`)).statusCode).toBe(200);
    expect((await logear('empleado@agrodemo.cl', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("another company's worker is 404 for a client; an employee gets 403", async () => {
    const id = await nuevoEmpleado('ajeno@canelos.cl');
    // (the fixture's employee session ended with the deactivation above: sign in again)
    const cookie = (await logear('empleado@agrodemo.cl', DEMO_PASSWORD)).headers[
      'set-cookie'
    ]!.toString().split(';')[0]!;
    const asEmpleado = t.app.inject({
      method: 'DELETE',
      url: `/api/v1/empleado/desactivar/${id}`,
      headers: { cookie },
    });
    expect((await asEmpleado).statusCode).toBe(403);
    expect((await f.cliente2.req('DELETE', `empleado/desactivar/${id}`)).statusCode).toBe(404);
    expect((await f.cliente2.req('POST', `empleado/activar/${id}`)).statusCode).toBe(404);
    expect((await ficha(id)).is_active).toBe(true);
  });

  it('a worker of a deactivated company stays off', async () => {
    const id = await nuevoEmpleado('empresa.off@canelos.cl');
    await f.cliente.req('DELETE', `empleado/desactivar/${id}`);
    await db.update(clientePrincipal).set({ isActive: false }).where(eq(clientePrincipal.cpId, f.cp1));
    try {
      const res = await f.admin.req('POST', `empleado/activar/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().mensaje).toBe(MSG.empresaInactiva);
    } finally {
      await db.update(clientePrincipal).set({ isActive: true }).where(eq(clientePrincipal.cpId, f.cp1));
    }
  });

  it('unlinks a territory from a worker; the worker stops seeing it at once', async () => {
    const id = await nuevoEmpleado('desligar@canelos.cl');
    const [p2] = await db.select().from(parcela).where(eq(parcela.cpId, f.cp1)).orderBy(parcela.parcelarelId);
    const ligadas = async () =>
      (await f.cliente.get(`empleado/parcela/ligadas/${f.cp1}/${(await ficha(id)).empleadorel_id}`))
        .json()
        .parcelas.map((p: { parcela_id: number }) => p.parcela_id);
    expect(await ligadas()).toEqual([p2!.parcelaId]);
    expect((await f.cliente2.req('DELETE', `empleado/parcela/${id}/${p2!.parcelaId}`)).statusCode).toBe(404);
    const res = await f.cliente.req('DELETE', `empleado/parcela/${id}/${p2!.parcelaId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().mensaje).toBe(MSG.territorioDesligado);
    expect(await ligadas()).toEqual([]);
    expect((await f.cliente.req('DELETE', `empleado/parcela/${id}/${p2!.parcelaId}`)).statusCode).toBe(404);
  });
});

describe('account notices and staff links', () => {
  it('an e-mail change is told at the old address; a password change is told too', async () => {
    const id = await nuevoEmpleado('viejo@canelos.cl');
    void id;
    const mails = t.outbox().length;
    const res = await f.admin.req('PUT', 'usuario/email/admin/viejo@canelos.cl', {
      email: 'nuevo@canelos.cl',
    });
    expect(res.statusCode).toBe(200);
    const notice = t.outbox().slice(mails);
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatch(/^To: viejo@canelos\.cl/m);
    expect(notice[0]).toContain('nuevo@canelos.cl');

    const pw = await f.admin.req('PUT', 'usuario/password/admin/nuevo@canelos.cl', {
      email: 'nuevo@canelos.cl',
      password_new: NUEVA,
    });
    expect(pw.statusCode).toBe(200);
    expect(t.outbox().at(-1)).toMatch(/^To: nuevo@canelos\.cl/m);
    expect(t.outbox().at(-1)).toMatch(/Subject: .*contrase/i);
  });

  it('staff send a reset link to an account that has a password', async () => {
    const mails = t.outbox().length;
    const res = await f.admin.req('POST', 'usuario/enlace/admin/empleado2@agrodemo.cl');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ correo_enviado: true, mensaje: MSG.enlaceEnviado });
    expect(t.outbox().length).toBe(mails + 1);
    expect((await validar(tokenOf(linkFromMail(t.outbox().at(-1)!)))).statusCode).toBe(200);
    expect((await f.cliente.req('POST', 'usuario/enlace/admin/empleado2@agrodemo.cl')).statusCode).toBe(403);
    expect((await f.admin.req('POST', 'usuario/enlace/admin/nadie@canelos.cl')).statusCode).toBe(404);
  });
});

describe('PUT /cp/banco/{cp_id}', () => {
  const banco = {
    rut: '76.123.456-0',
    email_bancario: 'pagos@valle.cl',
    banco: 'Banco de Chile',
    tipo_cuenta: 'Corriente',
    numero_cuenta: '00-123-45678-9',
  };
  it('saves bank data validated as in the wizard', async () => {
    const res = await f.admin.req('PUT', `cp/banco/${f.cp1}`, banco);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mensaje).toBe(MSG.datosBancariosActualizados);
    expect((await f.admin.get(`cp/listar/${f.cp1}`)).json().cp[0]).toMatchObject({
      rut_bancario: banco.rut,
      email_bancario: banco.email_bancario,
      banco: banco.banco,
      tipo_cuenta: banco.tipo_cuenta,
      numero_cuenta: banco.numero_cuenta,
    });
  });

  it('refuses bad data with 400 naming the field, a client with 403, an unknown client with 404', async () => {
    for (const bad of [
      { ...banco, rut: '1-1' },
      { ...banco, banco: 'Banco Inventado' },
      { ...banco, tipo_cuenta: 'Plazo' },
      { ...banco, numero_cuenta: 'abc' },
      { ...banco, email_bancario: 'no-mail' },
    ]) {
      const res = await f.admin.req('PUT', `cp/banco/${f.cp1}`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await f.cliente.req('PUT', `cp/banco/${f.cp1}`, banco)).statusCode).toBe(403);
    expect((await f.admin.req('PUT', 'cp/banco/99999', banco)).statusCode).toBe(404);
  });
});
