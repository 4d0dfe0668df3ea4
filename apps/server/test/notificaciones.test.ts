import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { facturaDisplayId, todayInSantiago } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { factura, notificacion, usuario } from '../src/db/schema/index.ts';
import { JOBS, runTask } from '../src/jobs/scheduler.ts';
import { notificar } from '../src/modules/notificacion/notificar.ts';
import { buildTestApp } from './helpers.ts';
import { demoServicios, FILES, multipartBody, periodosLibres, type Parte } from './reportes-helpers.ts';

const t = await buildTestApp();
const { app } = t;
const { db } = t.ctx.database;
const DAY_MS = 24 * 3600_000;
const EMAILS = {
  admin: 'admin@agrodemo.cl',
  dev: 'dev@agrodemo.cl',
  cliente: 'cliente@agrodemo.cl',
  cliente2: 'cliente2@agrodemo.cl',
  empleado: 'empleado@agrodemo.cl',
  jperez: 'jperez@valle-central.cl',
} as const;
type Quien = keyof typeof EMAILS;
const cookies = new Map<Quien, string>();
const signIn = async (q: Quien) => {
  cookies.set(q, await t.login(EMAILS[q]));
};
for (const q of ['admin', 'dev', 'cliente', 'cliente2', 'empleado'] as const) await signIn(q);
const c = (q: Quien) => cookies.get(q)!;

const get = (q: Quien | null, url: string) =>
  app.inject({ url: `/api/v1/${url}`, headers: q ? { cookie: c(q) } : {} });
const send = (q: Quien | null, method: 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/${url}`, headers: q ? { cookie: c(q) } : {}, payload });

interface Item {
  notificacion_id: number;
  tipo: string;
  titulo: string;
  cuerpo: string;
  enlace: string | null;
  read_at: string | null;
}
const lista = async (q: Quien) =>
  (await get(q, 'notificacion/listar?limit=50')).json().notificaciones as Item[];
const noLeidas = async (q: Quien) => (await get(q, 'notificacion/no-leidas')).json().no_leidas as number;
/** A user's notices straight from the table (users that cannot sign in, e.g. jperez). */
const filasDe = async (email: string) =>
  db
    .select({ titulo: notificacion.titulo, tipo: notificacion.tipo })
    .from(notificacion)
    .innerJoin(usuario, eq(usuario.usuarioId, notificacion.usuarioId))
    .where(eq(usuario.email, email));
const mailsDesde = (n: number) => t.outbox().slice(n);
const destinatarios = (raw: string) => /^To: (.*)$/m.exec(raw)?.[1] ?? '';

const { byTipo } = await demoServicios(t);
const cp1 = (await get('cliente', 'cp/self')).json().cp[0].cp_id as number;
const full = byTipo(cp1, 'EDEB Full');
const libres = periodosLibres(t);
const EDEB: Parte[] = [
  { campo: 'image0', filename: 'NDVI.png', data: FILES.png(3), type: 'image/png' },
  { campo: 'resfile0', filename: 'Resumen.pdf', data: FILES.pdf('aviso'), type: 'application/pdf' },
];
async function subir(semana: number) {
  const r = libres.semana(semana);
  const body = await multipartBody(EDEB);
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/servicio/subir/edeb/${full.servicioId}/${r.inicio}/${r.termino}`,
    headers: { ...body.headers, cookie: c('admin') },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
}

describe('notifications of a registered period', () => {
  it('tell the client and the linked employee in the app and by e-mail, once, linking to their report page', async () => {
    const antes = { cliente: await noLeidas('cliente'), empleado: await noLeidas('empleado') };
    const mails = t.outbox().length;
    await subir(0);
    expect(await noLeidas('cliente')).toBe(antes.cliente + 1);
    expect(await noLeidas('empleado')).toBe(antes.empleado + 1);
    const [delCliente] = await lista('cliente');
    const [delEmpleado] = await lista('empleado');
    expect(delCliente).toMatchObject({ tipo: 'informes', enlace: '/cliente-principal/edeb', read_at: null });
    expect(delCliente!.titulo).toContain('Nuevos informes EDEB');
    expect(delEmpleado).toMatchObject({
      tipo: 'informes',
      enlace: '/cliente/edeb',
      titulo: delCliente!.titulo,
    });
    // Another company's users and employees of other territories hear nothing.
    expect((await lista('cliente2')).some((n) => n.titulo === delCliente!.titulo)).toBe(false);
    expect((await filasDe(EMAILS.jperez)).some((n) => n.titulo === delCliente!.titulo)).toBe(false);
    const nuevos = mailsDesde(mails);
    expect(nuevos).toHaveLength(1);
    expect(destinatarios(nuevos[0]!)).toContain(EMAILS.cliente);
    expect(destinatarios(nuevos[0]!)).toContain(EMAILS.empleado);

    // The retry task finds nothing left and adds no second notice.
    expect(await runTask(t.ctx, 'aviso_nuevos_informes', t.ctx.now(), { manual: true })).toMatchObject({
      status: 'ok',
    });
    expect(await noLeidas('cliente')).toBe(antes.cliente + 1);
  });
});

describe('read state', () => {
  it('is per user: reading one notice leaves the other recipients unread; "marcar todo" clears only mine', async () => {
    const [mio] = await lista('cliente');
    const empleadoAntes = await noLeidas('empleado');
    const clienteAntes = await noLeidas('cliente');
    const res = await send('cliente', 'POST', `notificacion/leer/${mio!.notificacion_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().notificacion.read_at).not.toBeNull();
    expect(res.json().no_leidas).toBe(clienteAntes - 1);
    // Reading again keeps it read and changes nothing.
    expect(
      (await send('cliente', 'POST', `notificacion/leer/${mio!.notificacion_id}`)).json().no_leidas,
    ).toBe(clienteAntes - 1);
    expect(await noLeidas('empleado')).toBe(empleadoAntes);

    const todas = await send('empleado', 'POST', 'notificacion/leer-todas');
    expect(todas.statusCode).toBe(200);
    expect(todas.json()).toMatchObject({ marcadas: empleadoAntes, no_leidas: 0 });
    expect(await noLeidas('empleado')).toBe(0);
    expect(await noLeidas('cliente')).toBe(clienteAntes - 1);
  });

  it("answers 404 for another user's notice, whoever asks, and leaves it unread", async () => {
    const [delEmpleado] = await lista('empleado');
    const [cliente] = await db.select().from(usuario).where(eq(usuario.email, EMAILS.cliente));
    await notificar(db, {
      usuarioIds: [cliente!.usuarioId],
      tipo: 'pagos',
      titulo: 'Solo del cliente',
      cuerpo: '',
      enlace: null,
    });
    const [suya] = await lista('cliente');
    expect(suya).toMatchObject({ titulo: 'Solo del cliente', read_at: null });
    for (const q of ['cliente2', 'admin', 'empleado'] as const) {
      const res = await send(q, 'POST', `notificacion/leer/${suya!.notificacion_id}`);
      expect(res.statusCode, q).toBe(404);
      expect(res.json().mensaje).toBe(MSG.notificacionNoEncontrada);
    }
    expect((await send('cliente', 'POST', 'notificacion/leer/2147483647')).statusCode).toBe(404);
    expect(
      (await lista('cliente')).find((n) => n.notificacion_id === suya!.notificacion_id)!.read_at,
    ).toBeNull();
    // Nobody else's list ever shows it.
    expect((await lista('cliente2')).some((n) => n.notificacion_id === delEmpleado!.notificacion_id)).toBe(
      false,
    );
  });

  it('401 without a session; 400 for a bad page, limit or id', async () => {
    expect((await get(null, 'notificacion/no-leidas')).statusCode).toBe(401);
    expect((await get(null, 'notificacion/listar')).statusCode).toBe(401);
    expect((await send(null, 'POST', 'notificacion/leer-todas')).statusCode).toBe(401);
    for (const q of ['limit=51', 'limit=0', 'page=0', 'page=abc', 'limit=2.5'])
      expect((await get('cliente', `notificacion/listar?${q}`)).statusCode, q).toBe(400);
    expect((await send('cliente', 'POST', 'notificacion/leer/0')).statusCode).toBe(400);
  });
});

describe('preferences', () => {
  it('list the kinds of each role, all on by default', async () => {
    const tipos = async (q: Quien) =>
      (await get(q, 'notificacion/preferencias')).json().preferencias as {
        tipo: string;
        correo: boolean;
        app: boolean;
      }[];
    expect((await tipos('cliente')).map((p) => p.tipo)).toEqual(['informes', 'alertas', 'facturas', 'pagos']);
    expect((await tipos('empleado')).map((p) => p.tipo)).toEqual(['informes', 'alertas']);
    expect((await tipos('admin')).map((p) => p.tipo)).toEqual(['tareas']);
    expect((await tipos('cliente')).every((p) => p.correo && p.app)).toBe(true);
  });

  it("refuse another role's kind and malformed bodies", async () => {
    const ajeno = await send('cliente', 'PUT', 'notificacion/preferencias', {
      preferencias: [{ tipo: 'tareas', correo: false, app: false }],
    });
    expect(ajeno.statusCode).toBe(400);
    expect(ajeno.json().mensaje).toBe(MSG.tipoNotificacionAjeno);
    for (const body of [
      {},
      { preferencias: [] },
      { preferencias: [{ tipo: 'informes', correo: 'no', app: true }] },
      { preferencias: [{ tipo: 'otro', correo: true, app: true }] },
      {
        preferencias: [
          { tipo: 'informes', correo: true, app: true },
          { tipo: 'informes', correo: false, app: true },
        ],
      },
    ])
      expect((await send('cliente', 'PUT', 'notificacion/preferencias', body)).statusCode).toBe(400);
  });

  it('turned off, keep the e-mail and the in-app notice of an upload from that user only', async () => {
    const res = await send('empleado', 'PUT', 'notificacion/preferencias', {
      preferencias: [{ tipo: 'informes', correo: false, app: false }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().preferencias).toEqual([
      expect.objectContaining({ tipo: 'informes', correo: false, app: false }),
      expect.objectContaining({ tipo: 'alertas', correo: true, app: true }),
    ]);
    const antes = { cliente: await noLeidas('cliente'), empleado: await noLeidas('empleado') };
    const mails = t.outbox().length;
    await subir(1);
    expect(await noLeidas('empleado')).toBe(antes.empleado);
    expect(await noLeidas('cliente')).toBe(antes.cliente + 1);
    const nuevos = mailsDesde(mails);
    expect(nuevos).toHaveLength(1);
    expect(destinatarios(nuevos[0]!)).toContain(EMAILS.cliente);
    expect(destinatarios(nuevos[0]!)).not.toContain(EMAILS.empleado);

    // Only the e-mail off: the notice still arrives in the app.
    await send('empleado', 'PUT', 'notificacion/preferencias', {
      preferencias: [{ tipo: 'informes', correo: false, app: true }],
    });
    const mails2 = t.outbox().length;
    await subir(2);
    expect(await noLeidas('empleado')).toBe(antes.empleado + 1);
    expect(mailsDesde(mails2).map(destinatarios).join()).not.toContain(EMAILS.empleado);
  });
});

describe('payments', () => {
  it('tell the client in the app and by e-mail; with the e-mail off, only in the app', async () => {
    const today = todayInSantiago(t.ctx.now());
    const crear = async () => {
      const res = await send('admin', 'POST', 'factura/crear', {
        nombre: 'Servicio puntual',
        tipo_pago: 'UNICO',
        total: 300_000,
        cp_raw: cp1,
        fecha_inicio: today,
      });
      return res.json().factura[0].factura_id as number;
    };
    const pagar = (id: number) =>
      send('admin', 'POST', 'pago/pagar', {
        pago0: { factura_id: id, abono: 100_000, num_factura_sii: '555', comentarios: '' },
      });
    const id = await crear();
    const [f] = await db.select().from(factura).where(eq(factura.facturaId, id));
    const display = facturaDisplayId(cp1, f!.facturarelId);
    const antes = await noLeidas('cliente');
    const mails = t.outbox().length;
    expect((await pagar(id)).statusCode).toBe(201);
    expect(await noLeidas('cliente')).toBe(antes + 1);
    const [aviso] = await lista('cliente');
    expect(aviso).toMatchObject({ tipo: 'pagos', enlace: '/cliente-principal/finanzas' });
    expect(aviso!.titulo).toContain(display);
    expect(aviso!.cuerpo).toContain('$100.000');
    expect(aviso!.cuerpo).toContain('$200.000');
    expect((await lista('cliente2')).some((n) => n.titulo === aviso!.titulo)).toBe(false);
    const mail = mailsDesde(mails);
    expect(mail).toHaveLength(1);
    expect(destinatarios(mail[0]!)).toContain(EMAILS.cliente);

    await send('cliente', 'PUT', 'notificacion/preferencias', {
      preferencias: [{ tipo: 'pagos', correo: false, app: true }],
    });
    const mails2 = t.outbox().length;
    expect((await pagar(id)).statusCode).toBe(201);
    expect(await noLeidas('cliente')).toBe(antes + 2);
    expect(mailsDesde(mails2)).toHaveLength(0);
  });
});

describe('scheduled task failures', () => {
  it('tell every Admin and Dev in the app, and nobody else', async () => {
    const original = JOBS.purga_sesiones!;
    JOBS.purga_sesiones = async () => ({ ok: false, detail: 'Error: disco lleno' });
    try {
      const antes = {
        admin: await noLeidas('admin'),
        dev: await noLeidas('dev'),
        cliente: await noLeidas('cliente'),
      };
      expect(await runTask(t.ctx, 'purga_sesiones', t.ctx.now(), { manual: true })).toMatchObject({
        status: 'error',
      });
      expect(await noLeidas('admin')).toBe(antes.admin + 1);
      expect(await noLeidas('dev')).toBe(antes.dev + 1);
      expect(await noLeidas('cliente')).toBe(antes.cliente);
      const [aviso] = await lista('admin');
      expect(aviso).toMatchObject({ tipo: 'tareas', enlace: '/admin/desarrollador' });
      expect(aviso!.titulo).toContain('purga_sesiones');
      expect(aviso!.cuerpo).toContain('disco lleno');
      // Failing again before anyone read it adds nothing; once read, the next failure is told.
      await runTask(t.ctx, 'purga_sesiones', new Date(t.ctx.now().getTime() + 1000), { manual: true });
      expect(await noLeidas('admin')).toBe(antes.admin + 1);
      await send('admin', 'POST', `notificacion/leer/${aviso!.notificacion_id}`);
      await runTask(t.ctx, 'purga_sesiones', new Date(t.ctx.now().getTime() + 2000), { manual: true });
      expect(await noLeidas('admin')).toBe(antes.admin + 1);
    } finally {
      JOBS.purga_sesiones = original;
    }
  });
});

describe('the list', () => {
  it('pages the list, newest first', async () => {
    const todas = await lista('cliente');
    const res = (await get('cliente', 'notificacion/listar?page=2&limit=1')).json();
    expect(res).toMatchObject({ page: 2, limit: 1, total: todas.length });
    expect(res.notificaciones.map((n: Item) => n.notificacion_id)).toEqual([todas[1]!.notificacion_id]);
  });
});

// Last: it moves the clock forward, past every session.
describe('invoices due soon or overdue (the daily task)', () => {
  it('tell the client once per invoice and state, and its e-mail preference stops the reminder', async () => {
    const start = t.ctx.now();
    const today = todayInSantiago(start);
    const res = await send('admin', 'POST', 'factura/crear', {
      nombre: 'Monitoreo extraordinario',
      tipo_pago: 'UNICO',
      total: 450_000,
      cp_raw: cp1,
      fecha_inicio: today,
    });
    expect(res.statusCode).toBe(201);
    const { factura_id: id } = res.json().factura[0] as { factura_id: number };
    const [f] = await db.select().from(factura).where(eq(factura.facturaId, id));
    const display = facturaDisplayId(cp1, f!.facturarelId);
    const titulos = async () =>
      (await filasDe(EMAILS.cliente)).map((n) => n.titulo).filter((x) => x.includes(display));
    const correr = async (dias: number) => {
      const now = new Date(start.getTime() + dias * DAY_MS);
      t.setNow(now);
      expect(await runTask(t.ctx, 'recordatorio_facturas_vencidas', now, { manual: true })).toMatchObject({
        status: 'ok',
      });
    };

    await correr(10); // due in 20 days: nothing yet
    expect(await titulos()).toEqual([]);
    await correr(25); // due in 5 days
    expect(await titulos()).toEqual([`Factura ${display} por vencer`]);
    await correr(26);
    expect(await titulos()).toHaveLength(1);

    // Overdue: the in-app notice comes, and the reminder e-mail (on by default) too.
    let mails = t.outbox().length;
    await correr(31);
    expect((await titulos()).sort()).toEqual([`Factura ${display} por vencer`, `Factura ${display} vencida`]);
    expect(mailsDesde(mails).some((m) => destinatarios(m).includes(EMAILS.cliente))).toBe(true);
    await correr(32);
    expect(await titulos()).toHaveLength(2);

    // Signed in again (the clock moved past the session), the client sees it and turns the e-mail off.
    await signIn('cliente');
    const [vencida] = (await lista('cliente')).filter((n) => n.titulo === `Factura ${display} vencida`);
    expect(vencida).toMatchObject({ tipo: 'facturas', enlace: '/cliente-principal/finanzas', read_at: null });
    await send('cliente', 'PUT', 'notificacion/preferencias', {
      preferencias: [{ tipo: 'facturas', correo: false, app: true }],
    });
    mails = t.outbox().length;
    await correr(40); // a week later the reminder would go out again
    expect(mailsDesde(mails).some((m) => destinatarios(m).includes(EMAILS.cliente))).toBe(false);
    expect(mailsDesde(mails).some((m) => destinatarios(m).includes(EMAILS.cliente2))).toBe(true);
  });
});
