import { describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import {
  archivoServicio,
  carga,
  clientePrincipal,
  cpContacto,
  empleado,
  empleadoParcela,
  factura,
  pago,
  parcela,
  servicio,
  sesion,
  usuario,
} from '../src/db/schema/index.ts';
import { nuevoCp } from './cp-fixtures.ts';
import { buildTestApp, DEMO_PASSWORD, linkFromMail } from './helpers.ts';

const t = await buildTestApp();
const { app } = t;
const { db } = t.ctx.database;
const admin = await t.login('admin@agrodemo.cl');
const api = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  app.inject({ method, url: `/api/v1/${url}`, payload, headers: { cookie } });

const logear = (email: string, password = DEMO_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/v1/usuario/logear', payload: { email, password } });

const countOf = async (table: typeof usuario | typeof clientePrincipal) =>
  (await db.select({ n: count() }).from(table))[0]!.n;

describe('POST /cp/registrar', () => {
  it('creates the account, company, bank data and both contacts, normalised, and e-mails a link to set the password', async () => {
    const mails = t.outbox().length;
    const res = await api('POST', 'cp/registrar', nuevoCp('Contacto@Garzas.cl'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', mensaje: '¡CP creado con éxito!' });
    const cpId = body.cp_id as number;

    const cp = (await api('GET', `cp/listar/${cpId}`)).json().cp[0];
    expect(cp).toMatchObject({
      cp_id: cpId,
      nombre: 'Frutícola Las Garzas SpA',
      rut: '76.543.210-3',
      email: 'contacto@garzas.cl',
      telefono: '+56987654321',
      tipo_usuario: 'Cliente Principal',
      rut_bancario: '76.543.210-3',
      banco: 'BancoEstado',
      tipo_cuenta: 'Corriente',
      numero_cuenta: '12345678',
      email_bancario: 'pagos@garzas.cl',
      comentarios: 'Cliente nuevo',
    });
    const contactos = (await api('GET', `cp/contacto/${cpId}`)).json().contactos;
    expect(contactos).toHaveLength(2);
    expect(contactos[0]).toMatchObject({ nombre: 'Luis', telefono: '+56911112222', is_principal: true });
    expect(contactos[1]).toMatchObject({ nombre: 'Ana', telefono: '+56933334444', is_principal: false });

    const [u] = await db.select().from(usuario).where(eq(usuario.email, 'contacto@garzas.cl'));
    expect(u!.passwordHash).toBeNull();
    const inbox = t.outbox();
    expect(inbox.length).toBe(mails + 1);
    const mail = inbox.at(-1)!;
    expect(mail).toContain('contacto@garzas.cl');
    const link = linkFromMail(mail);
    const token = decodeURIComponent(new URL(link).searchParams.get('t')!);
    const pw = 'Garzas#2026ok';
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/usuario/cambiar/${encodeURIComponent(token)}`,
          payload: { password_old: pw, password_new: pw },
        })
      ).statusCode,
    ).toBe(200);
    const login = await logear('contacto@garzas.cl', pw);
    expect(login.json()).toEqual({ status: 'success', role: 'Cliente Principal' });
  });

  it('answers 409 with a clear message for an e-mail already in use (any case), creating nothing', async () => {
    const before = [await countOf(usuario), await countOf(clientePrincipal)];
    const res = await api('POST', 'cp/registrar', nuevoCp('EMPLEADO@agrodemo.cl'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', mensaje: 'El email ingresado ya está registrado' });
    expect([await countOf(usuario), await countOf(clientePrincipal)]).toEqual(before);
  });

  it.each([
    ['an invalid RUT', { rut: '12.345.678-9' }, 'El RUT ingresado no es válido'],
    [
      'a phone that is not a mobile',
      { telefono: '22 123' },
      'El teléfono debe tener el formato +569 seguido de 8 dígitos',
    ],
    ['a missing name', { nombre: '  ' }, 'El campo Nombre es obligatorio'],
    ['an unknown region', { region: 'Narnia' }, 'El campo Región no es válido'],
  ])('answers 400 for %s, creating nothing', async (_what, over, mensaje) => {
    const before = [await countOf(usuario), await countOf(clientePrincipal)];
    const res = await api('POST', 'cp/registrar', nuevoCp('nuevo400@garzas.cl', over));
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe(mensaje);
    expect([await countOf(usuario), await countOf(clientePrincipal)]).toEqual(before);
  });

  it('answers 400 without the data confirmation', async () => {
    const res = await api('POST', 'cp/registrar', {
      ...nuevoCp('nuevo400@garzas.cl'),
      confirmacionDatos: false,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('contacts', () => {
  it('updates the primary and the secondary contact, once per contact', async () => {
    const put = await api('PUT', 'cp/contacto/2', {
      nombre: 'Tomás',
      apellido: 'Reyes Soto',
      email: 'TREYES@vinedosdelmaule.cl',
      telefono: '966612399',
      cargo: 'Gerente General',
      isprincipal: true,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().mensaje).toBe('Cliente actualizado con éxito');
    await api('PUT', 'cp/contacto/2', {
      nombre: 'Valentina',
      apellido: 'Castro',
      email: 'vcastro@vinedosdelmaule.cl',
      telefono: '+56977723456',
      cargo: 'Contadora General',
      isprincipal: 0,
    });
    const contactos = (await api('GET', 'cp/contacto/2')).json().contactos;
    expect(
      contactos.map((c: { apellido: string; email: string; telefono: string; cargo: string }) => [
        c.apellido,
        c.email,
        c.telefono,
        c.cargo,
      ]),
    ).toEqual([
      ['Reyes Soto', 'treyes@vinedosdelmaule.cl', '+56966612399', 'Gerente General'],
      ['Castro', 'vcastro@vinedosdelmaule.cl', '+56977723456', 'Contadora General'],
    ]);
    expect((await db.select({ n: count() }).from(cpContacto).where(eq(cpContacto.cpId, 2)))[0]!.n).toBe(2);
  });

  it('answers 400 for a bad e-mail and 404 for an unknown client', async () => {
    expect(
      (
        await api('PUT', 'cp/contacto/2', {
          nombre: 'x',
          apellido: 'y',
          email: 'nope',
          telefono: '+56911111111',
          isprincipal: true,
        })
      ).statusCode,
    ).toBe(400);
    expect((await api('GET', 'cp/contacto/999')).statusCode).toBe(404);
    expect(
      (
        await api('PUT', 'cp/contacto/999', {
          nombre: 'x',
          apellido: 'y',
          email: 'a@b.cl',
          telefono: '+56911111111',
          isprincipal: true,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /cp/desactivar/{cp_id}', () => {
  it('stops the client and its employees from signing in and ends their sessions', async () => {
    const cpId = (await api('POST', 'cp/registrar', nuevoCp('desactivar@garzas.cl'))).json().cp_id as number;
    await api('POST', 'parcela/registrar', {
      cp_id: cpId,
      nombre: 'Lote 1',
      region: 'VII Maule',
      ciudad: 'Talca',
      direccion_ref: 'Ruta 5',
      coord_x: -35.4,
      coord_y: -71.6,
      extension: 5000,
    });
    const emp = await api('POST', 'empleado/registrar', {
      nombre: 'Pedro',
      apellido: 'Lagos',
      rut: '12.345.678-5',
      telefono: '+56912121212',
      cargo: 'Tractorista',
      email: 'plagos@garzas.cl',
      cp_id: cpId,
      idTerritorio: `${cpId}-T-001`,
    });
    expect(emp.statusCode).toBe(201);
    // Give both accounts a password and a live session.
    const ids = (
      await db
        .select()
        .from(usuario)
        .where(inArray(usuario.email, ['desactivar@garzas.cl', 'plagos@garzas.cl']))
    ).map((u) => u.usuarioId);
    for (const email of ['desactivar@garzas.cl', 'plagos@garzas.cl']) {
      await api('PUT', `usuario/password/admin/${email}`, { email, password_new: DEMO_PASSWORD });
    }
    const cpCookie = await t.login('desactivar@garzas.cl');
    const empCookie = await t.login('plagos@garzas.cl');

    const res = await api('DELETE', `cp/desactivar/${cpId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', mensaje: 'Cliente desactivado con éxito' });

    for (const email of ['desactivar@garzas.cl', 'plagos@garzas.cl']) {
      expect((await logear(email)).statusCode, email).toBe(401);
    }
    expect((await api('GET', 'cp/self', undefined, cpCookie)).statusCode).toBe(401);
    expect((await api('GET', 'empleado/self', undefined, empCookie)).statusCode).toBe(401);
    expect(await db.select().from(sesion).where(inArray(sesion.usuarioId, ids))).toEqual([]);
    const cp = (await api('GET', `cp/listar/${cpId}`)).json().cp[0];
    expect(cp.is_active).toBe(false);
    const [e] = await db.select().from(empleado).where(eq(empleado.cpId, cpId));
    expect(e!.isActive).toBe(false);
    // The registry shows it as desuso (is_active false).
    const listed = (await api('GET', `cp/all/listar?campo=id&q=${cpId}`)).json().clientes;
    expect(listed).toHaveLength(1);
    expect(listed[0].is_active).toBe(false);

    // Deactivation is temporary: reactivating lets both sign in again.
    const back = await api('POST', `cp/activar/${cpId}`);
    expect(back.json()).toEqual({ status: 'success', mensaje: 'Cliente reactivado con éxito' });
    for (const email of ['desactivar@garzas.cl', 'plagos@garzas.cl']) {
      expect((await logear(email)).statusCode, email).toBe(200);
    }
    expect((await api('POST', 'cp/activar/999')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown client', async () => {
    expect((await api('DELETE', 'cp/desactivar/999')).statusCode).toBe(404);
  });

  it('answers 400 for a malformed id', async () => {
    expect((await api('DELETE', 'cp/desactivar/abc')).statusCode).toBe(400);
  });
});

describe('DELETE /cp/{cp_id} (docs/decisions/003-client-deletion.md)', () => {
  it('refuses with 409 while the client has payments, changing nothing', async () => {
    const before = {
      parcelas: await db.select().from(parcela).where(eq(parcela.cpId, 1)),
      pagos: await db.select().from(pago).where(eq(pago.cpId, 1)),
      empleados: await db.select().from(empleado).where(eq(empleado.cpId, 1)),
    };
    expect(before.pagos.length).toBeGreaterThan(0);
    const res = await api('DELETE', 'cp/1');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      mensaje: 'No se puede eliminar este cliente porque tiene pagos registrados. Desactívelo en su lugar.',
    });
    expect(await db.select().from(parcela).where(eq(parcela.cpId, 1))).toEqual(before.parcelas);
    expect(await db.select().from(pago).where(eq(pago.cpId, 1))).toEqual(before.pagos);
    expect(await db.select().from(empleado).where(eq(empleado.cpId, 1))).toEqual(before.empleados);
    expect((await logear('cliente@agrodemo.cl')).statusCode).toBe(200);
  });

  it('without payments deletes the client and everything it owns, in the database and in storage', async () => {
    const cpId = (await api('POST', 'cp/registrar', nuevoCp('borrar@garzas.cl'))).json().cp_id as number;
    const p = (
      await api('POST', 'parcela/registrar', {
        cp_id: cpId,
        nombre: 'Lote B',
        region: 'VII Maule',
        ciudad: 'Talca',
        direccion_ref: 'Ruta 5',
        coord_x: -35.4,
        coord_y: -71.6,
        extension: 5000,
        tags: ['Nogal'],
      })
    ).json();
    const s = (
      await api('POST', 'servicio/registrar', {
        tipo_servicio: 'EDEB Full',
        parcela_id: p.parcelarel_id,
        cp_id: cpId,
      })
    ).json();
    const emp = await api('POST', 'empleado/registrar', {
      nombre: 'Rosa',
      apellido: 'Vera',
      rut: '9.876.543-3',
      telefono: '+56913131313',
      email: 'rvera@garzas.cl',
      cp_id: cpId,
      idTerritorio: p.parcelarel_id,
    });
    expect(emp.statusCode).toBe(201);
    // Stored files: a report upload, the territory's avatar and both users' avatars.
    const keys = [
      'servicios/aaaa0000aaaa0000aaaa0000aaaa0000.png',
      'parcelas/bbbb0000bbbb0000bbbb0000bbbb0000.jpg',
      'avatars/cccc0000cccc0000cccc0000cccc0000.png',
      'avatars/dddd0000dddd0000dddd0000dddd0000.png',
    ];
    for (const k of keys) await t.ctx.storage.put(k, Buffer.from('x'));
    const [c] = await db
      .insert(carga)
      .values({ servicioId: s.servicio_id, grupo: 'edeb', inicio: '2026-01-05', termino: '2026-01-11' })
      .returning();
    await db.insert(archivoServicio).values({
      cargaId: c!.cargaId,
      servicioId: s.servicio_id,
      tipoSubida: 'edeb_img_semanal',
      campo: 'image0',
      nombre: 'aaaa0000aaaa0000aaaa0000aaaa0000',
      extension: 'png',
      nombreOriginal: 'a.png',
      mime: 'image/png',
      tamano: 1,
      storageKey: keys[0]!,
    });
    await db
      .update(parcela)
      .set({ avatarNom: 'bbbb0000bbbb0000bbbb0000bbbb0000', avatarExt: 'jpg' })
      .where(eq(parcela.parcelaId, p.parcela_id));
    await db
      .update(usuario)
      .set({ avatarNom: 'cccc0000cccc0000cccc0000cccc0000', avatarExt: 'png' })
      .where(eq(usuario.email, 'borrar@garzas.cl'));
    await db
      .update(usuario)
      .set({ avatarNom: 'dddd0000dddd0000dddd0000dddd0000', avatarExt: 'png' })
      .where(eq(usuario.email, 'rvera@garzas.cl'));
    await db.insert(factura).values({
      cpId,
      facturarelId: 1,
      nombre: 'Servicio enero',
      tipoPago: 'MENSUAL',
      servicioId: s.servicio_id,
      total: 1000,
      saldo: 1000,
      fechaEmision: '2026-01-01',
      fechaVencimiento: '2026-01-31',
    });

    const res = await api('DELETE', `cp/${cpId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', mensaje: 'Cliente eliminado con éxito' });

    for (const table of [clientePrincipal, cpContacto, parcela, servicio, empleado, factura] as const) {
      expect((await db.select({ n: count() }).from(table).where(eq(table.cpId, cpId)))[0]!.n).toBe(0);
    }
    expect(
      await db
        .select()
        .from(usuario)
        .where(inArray(usuario.email, ['borrar@garzas.cl', 'rvera@garzas.cl'])),
    ).toEqual([]);
    expect(await db.select().from(carga).where(eq(carga.servicioId, s.servicio_id))).toEqual([]);
    expect(
      await db.select().from(archivoServicio).where(eq(archivoServicio.servicioId, s.servicio_id)),
    ).toEqual([]);
    expect(
      await db.select().from(empleadoParcela).where(eq(empleadoParcela.parcelaId, p.parcela_id)),
    ).toEqual([]);
    for (const k of keys) expect(await t.ctx.storage.size(k), k).toBeNull();
    expect((await api('GET', `cp/listar/${cpId}`)).statusCode).toBe(404);
    // The e-mail is free again.
    expect((await api('POST', 'cp/registrar', nuevoCp('borrar@garzas.cl'))).statusCode).toBe(201);
  });

  it('answers 404 for an unknown client', async () => {
    expect((await api('DELETE', 'cp/999')).statusCode).toBe(404);
  });
});
