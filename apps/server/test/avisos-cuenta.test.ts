import { PassThrough } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carga } from '../src/db/schema/index.ts';
import { runTask } from '../src/jobs/scheduler.ts';
import { afterReplySettled } from '../src/modules/usuario/after-reply.ts';
import { cpFixtures, nuevoEmpleado } from './cp-fixtures.ts';
import { buildTestApp, linkFromMail } from './helpers.ts';

/**
 * Account notices (issue 24 item 10): every password change and every e-mail change is told to the
 * account's address (the old one for an e-mail change). Swallowed failures (item 11): a notice
 * that cannot be sent leaves the change done and a line with its cause in the process log.
 */
const out = new PassThrough();
let written = '';
out.on('data', (chunk: Buffer) => (written += chunk.toString('utf8')));
const logLines = () =>
  written
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg?: string; err?: { message?: string } });

const t = await buildTestApp({ logStream: out });
const f = await cpFixtures(t);
const NUEVA = 'Nueva#Clave2026';

afterEach(() => {
  vi.restoreAllMocks();
});

// The outbox holds raw messages: headers, then a quoted-printable body.
const texto = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
const mailsTo = async (email: string) => {
  await afterReplySettled(t.ctx);
  return t
    .outbox()
    .filter((m) => m.includes(`To: ${email}`))
    .map(texto);
};
const avisosCambio = async (email: string) =>
  (await mailsTo(email)).filter((m) => /cambió (la contraseña|el correo) de tu cuenta/.test(m));

const put = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/${url}`, headers: { cookie }, payload });

const cambiarPropia = (cookie: string, email: string, actual: string, nueva: string) =>
  put(cookie, `usuario/password/${email}`, {
    password_old: actual,
    password_new: nueva,
    password_new2: nueva,
  });

/** Asks for a recovery link and uses it; the answer of the change. */
async function cambiarConEnlace(email: string, password: string) {
  const pedido = await t.app.inject({ url: `/api/v1/usuario/recuperar/${encodeURIComponent(email)}` });
  expect(pedido.statusCode).toBe(200);
  const link = linkFromMail((await mailsTo(email)).at(-1)!);
  const token = new URL(link).searchParams.get('t')!;
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/usuario/cambiar/${token}`,
    payload: { password_old: password, password_new: password },
  });
}

describe('a password change is told to the account', () => {
  it('from the profile, by the user itself', async () => {
    const email = 'empleado@agrodemo.cl';
    const cookie = await t.login(email);
    const antes = (await avisosCambio(email)).length;
    const res = await cambiarPropia(cookie, email, 'Agro#Demo2026', NUEVA);
    expect(res.statusCode, res.body).toBe(200);
    const avisos = await avisosCambio(email);
    expect(avisos).toHaveLength(antes + 1);
    expect(avisos.at(-1)).toContain('Se cambió la contraseña de tu cuenta desde tu perfil');
  });

  it('with a reset link', async () => {
    const email = 'empleado2@agrodemo.cl';
    const antes = (await avisosCambio(email)).length;
    expect((await cambiarConEnlace(email, NUEVA)).statusCode).toBe(200);
    const avisos = await avisosCambio(email);
    expect(avisos).toHaveLength(antes + 1);
    expect(avisos.at(-1)).toContain('con un enlace de recuperación');
  });

  it('by staff (as before)', async () => {
    const email = 'cliente2@agrodemo.cl';
    const antes = (await avisosCambio(email)).length;
    const res = await put(f.admin.cookie, `usuario/password/admin/${email}`, {
      password_new: NUEVA,
      password_new2: NUEVA,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await avisosCambio(email)).toHaveLength(antes + 1);
  });

  it('but not the first password an invitation sets', async () => {
    const email = 'nuevo.trabajador@canelos.cl';
    const res = await f.cliente.req('POST', 'empleado/registrar', nuevoEmpleado(email, f.cp1));
    expect(res.statusCode, res.body).toBe(201);
    const token = new URL(linkFromMail((await mailsTo(email)).at(-1)!)).searchParams.get('t')!;
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/v1/usuario/cambiar/${token}`,
      payload: { password_old: NUEVA, password_new: NUEVA },
    });
    expect(set.statusCode).toBe(200);
    expect(await avisosCambio(email)).toHaveLength(0);
  });
});

describe('an e-mail change is told to the old address', () => {
  it('by staff', async () => {
    const res = await put(f.admin.cookie, 'usuario/email/admin/dev@agrodemo.cl', {
      email: 'dev.nuevo@agrodemo.cl',
    });
    expect(res.statusCode, res.body).toBe(200);
    const avisos = await avisosCambio('dev@agrodemo.cl');
    expect(avisos).toHaveLength(1);
    expect(avisos[0]).toContain('cambió el correo de tu cuenta a dev.nuevo@agrodemo.cl');
    expect(await avisosCambio('dev.nuevo@agrodemo.cl')).toHaveLength(0);
  });
});

describe('a notice that cannot be sent is logged with its cause', () => {
  const caido = () => vi.spyOn(t.ctx.mailer, 'send').mockRejectedValue(new Error('SMTP caído: 421'));
  const logged = (msg: string) =>
    logLines().filter((l) => l.msg === msg && l.err?.message === 'SMTP caído: 421');

  it('the password change stands, and the log says why its notice did not leave', async () => {
    const email = 'cliente@agrodemo.cl';
    const cookie = await t.login(email);
    caido();
    const res = await cambiarPropia(cookie, email, 'Agro#Demo2026', NUEVA);
    expect(res.statusCode, res.body).toBe(200);
    expect(logged('account notice mail failed')).toHaveLength(1);
    vi.restoreAllMocks();
    await t.login(email, NUEVA);
  });

  it('a payment recorded by staff', async () => {
    const factura = await f.admin.req('POST', 'factura/crear', {
      nombre: 'Servicio puntual',
      tipo_pago: 'UNICO',
      total: 100_000,
      cp_raw: f.cp1,
      fecha_inicio: new Date().toISOString().slice(0, 10),
    });
    expect(factura.statusCode, factura.body).toBe(201);
    const id = factura.json().factura[0].factura_id as number;
    caido();
    const res = await f.admin.req('POST', 'pago/pagar', {
      pago0: { factura_id: id, abono: 1000, num_factura_sii: '1', comentarios: '' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(logged('payment notice mail failed')).toHaveLength(1);
  });

  it('the overdue invoice reminder job', async () => {
    caido();
    const res = await runTask(t.ctx, 'recordatorio_facturas_vencidas', new Date(), { manual: true });
    expect(res).toMatchObject({ ran: true, status: 'error' });
    expect(logged('overdue invoice reminder failed').length).toBeGreaterThan(0);
  });

  it('the new reports notice job', async () => {
    const [primera] = await t.ctx.database.db
      .select({ id: carga.cargaId })
      .from(carga)
      .orderBy(asc(carga.cargaId))
      .limit(1);
    await t.ctx.database.db.update(carga).set({ notificadoAt: null }).where(eq(carga.cargaId, primera!.id));
    caido();
    const res = await runTask(t.ctx, 'aviso_nuevos_informes', new Date(), { manual: true });
    expect(res).toMatchObject({ ran: true, status: 'error' });
    expect(logged('new reports notice failed').length).toBeGreaterThan(0);
  });
});
