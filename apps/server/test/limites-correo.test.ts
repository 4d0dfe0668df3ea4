import { count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { comprobanteEnvio, limiteContador } from '../src/db/schema/index.ts';
import { runTask } from '../src/jobs/scheduler.ts';
import { LIMITES } from '../src/lib/limites.ts';
import { cpFixtures, multipart, nuevoEmpleado } from './cp-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import { FILES, multipartBody } from './reportes-helpers.ts';

/**
 * Mail and file limits (issue 24 item 7, docs/decisions/017): per user and per target, counted in
 * the database before the work, 429 with Retry-After over a limit, and nothing sent or stored then.
 * With DATABASE_URL (CI's PostgreSQL pass) the same tests run on PostgreSQL.
 */
const t = await buildTestApp();
const f = await cpFixtures(t);
const { db } = t.ctx.database;
const HORA = 3600_000;

const mailsTo = (email: string) => t.outbox().filter((m) => m.includes(`To: ${email}`));

let n = 0;
/** A new worker of the first demo company, invited (its welcome e-mail sent); its id and address. */
async function trabajador() {
  const email = `limite${++n}@canelos.cl`;
  const res = await f.cliente.req('POST', 'empleado/registrar', nuevoEmpleado(email, f.cp1));
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().empleado_id as number, email };
}

const reinvitar = (id: number, app = t.app, cookie = f.cliente.cookie) =>
  app.inject({ method: 'POST', url: `/api/v1/empleado/invitacion/${id}`, headers: { cookie } });

function expectLimite(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(429);
  const body = res.json() as { status: string; mensaje: string };
  expect(body.status).toBe('error');
  expect(body.mensaje).toMatch(/^Se alcanzó el límite de envíos para esta acción\. Intenta nuevamente en/);
  const retry = Number(res.headers['retry-after']);
  expect(Number.isInteger(retry) && retry > 0).toBe(true);
  return retry;
}

describe('re-inviting a worker', () => {
  it('15 requests send 3 e-mails; the rest get 429 with Retry-After, and the wait it names is enough', async () => {
    const inicio = new Date();
    t.setNow(inicio);
    try {
      const w = await trabajador();
      const antes = mailsTo(w.email).length;
      const res = [];
      for (let i = 0; i < 15; i++) res.push(await reinvitar(w.id));
      const max = LIMITES.reinvitar[0].max;
      expect(res.slice(0, max).map((r) => r.statusCode)).toEqual(Array(max).fill(200));
      const retries = res.slice(max).map(expectLimite);
      expect(mailsTo(w.email).length - antes).toBe(max);
      // Refused attempts are not counted: the wait does not grow while the client keeps asking.
      expect(new Set(retries).size).toBeLessThanOrEqual(2);
      const retry = Math.max(...retries);
      expect(retry).toBeLessThanOrEqual(2 * 3600);

      t.setNow(new Date(inicio.getTime() + (retry - 5) * 1000));
      expectLimite(await reinvitar(w.id));
      t.setNow(new Date(inicio.getTime() + retry * 1000));
      expect((await reinvitar(w.id)).statusCode).toBe(200);
      expect(mailsTo(w.email).length - antes).toBe(max + 1);
    } finally {
      t.setNow(null as unknown as Date);
    }
  });

  it('counts only what was sent: a worker that does not exist or already set its password uses nothing', async () => {
    const w = await trabajador();
    for (let i = 0; i < 5; i++) expect((await reinvitar(999_999)).statusCode).toBe(404);
    const empleado = await f.cliente.get('empleado/cp/' + f.cp1);
    const activo = (empleado.json().empleados as { empleado_id: number; email: string }[]).find(
      (e) => e.email === 'empleado@agrodemo.cl',
    )!;
    for (let i = 0; i < 5; i++) expect((await reinvitar(activo.empleado_id)).statusCode).toBe(409);
    // Another company's client cannot use up this worker's limit either.
    for (let i = 0; i < 5; i++)
      expect((await reinvitar(w.id, t.app, f.cliente2.cookie)).statusCode).toBe(404);
    for (let i = 0; i < LIMITES.reinvitar[0].max; i++) expect((await reinvitar(w.id)).statusCode).toBe(200);
  });

  it('holds per user a day across workers', async () => {
    // The admin has reinvited no one yet: its day starts empty.
    const diario = LIMITES.reinvitar[1].max;
    const porEmpleado = LIMITES.reinvitar[0].max;
    const trabajadores = [];
    for (let i = 0; i < Math.ceil((diario + 1) / porEmpleado); i++) trabajadores.push(await trabajador());
    const codigos = [];
    for (const w of trabajadores)
      for (let i = 0; i < porEmpleado; i++)
        codigos.push((await reinvitar(w.id, t.app, f.admin.cookie)).statusCode);
    expect(codigos.filter((c) => c === 200)).toHaveLength(diario);
    expect(codigos.slice(diario).every((c) => c === 429)).toBe(true);
    // Another user has its own count.
    const dev = await t.login('dev@agrodemo.cl');
    expect((await reinvitar(trabajadores.at(-1)!.id, t.app, dev)).statusCode).toBe(200);
  });

  it('parallel requests cannot pass the limit together', async () => {
    const w = await trabajador();
    const res = await Promise.all(Array.from({ length: 8 }, () => reinvitar(w.id)));
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(LIMITES.reinvitar[0].max);
    expect(res.filter((r) => r.statusCode === 429)).toHaveLength(8 - LIMITES.reinvitar[0].max);
  });
});

describe('two server processes on one database', () => {
  it('share the limit: requests alternating between them send 3 e-mails in all', async () => {
    const url = t.ctx.config.databaseUrl;
    const pg = url && /^postgres(ql)?:/.test(url) ? url : undefined;
    // On PostgreSQL a second connection pool, as a second process has; the embedded database is
    // one process's, so there the second app shares it (still nothing kept in memory is shared).
    const database = pg ? await openDatabase(pg, t.dataDir) : t.ctx.database;
    const b = await buildApp({ ...t.ctx, database });
    try {
      const w = await trabajador();
      const antes = mailsTo(w.email).length;
      const codigos = [];
      for (let i = 0; i < 10; i++) codigos.push((await reinvitar(w.id, i % 2 ? b : t.app)).statusCode);
      expect(codigos.filter((c) => c === 200)).toHaveLength(LIMITES.reinvitar[0].max);
      expect(mailsTo(w.email).length - antes).toBe(LIMITES.reinvitar[0].max);
    } finally {
      await b.close();
      if (pg) await database.close();
    }
  });
});

describe('receipts sent from the portal', () => {
  const nuevaFactura = async () => {
    const res = await f.admin.req('POST', 'factura/crear', {
      nombre: 'Servicio puntual',
      tipo_pago: 'UNICO',
      total: 500_000,
      cp_raw: f.cp2,
      fecha_inicio: new Date().toISOString().slice(0, 10),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().factura[0].factura_id as number;
  };
  const enviar = async (facturaId: number) => {
    const body = await multipartBody([
      { campo: 'lineas', value: JSON.stringify([{ factura_id: facturaId, abono: 1000 }]) },
      { campo: 'comprobante', data: FILES.pdf('transferencia'), filename: 'transferencia.pdf' },
    ]);
    return f.cliente2.upload(`envio/cp/${f.cp2}`, body);
  };
  const guardados = async () =>
    (await db.select({ n: count() }).from(comprobanteEnvio).where(eq(comprobanteEnvio.cpId, f.cp2)))[0]!.n;

  it('25 sends store 10 receipts and notify the provider 3 times; a refused one stores nothing', async () => {
    // One invoice per send: an invoice with a receipt under review cannot be sent again (409).
    const facturas = [];
    for (let i = 0; i < 25; i++) facturas.push(await nuevaFactura());
    const antes = await guardados();
    const avisos = () => t.outbox().filter((m) => m.includes('To: pagos@agrodemo.cl')).length;
    const avisosAntes = avisos();
    const codigos = [];
    for (const id of facturas) codigos.push(await enviar(id));
    const max = LIMITES.enviarComprobante[0].max;
    expect(codigos.slice(0, max).map((r) => r.statusCode)).toEqual(Array(max).fill(201));
    codigos.slice(max).forEach(expectLimite);
    expect((await guardados()) - antes).toBe(max);
    expect(avisos() - avisosAntes).toBe(LIMITES.avisoProveedor[0].max);
  });
});

describe('files that replace the last one', () => {
  it('an avatar: 10 an hour per account, then 429', async () => {
    const yo = (await f.empleado.get('usuario/sesion')).json().usuario_id as number;
    const codigos = [];
    for (let i = 0; i < 12; i++)
      codigos.push(
        (
          await f.empleado.upload(
            `usuario/subir/${yo}`,
            multipart('file0', 'yo.png', FILES.png(), 'image/png'),
          )
        ).statusCode,
      );
    const max = LIMITES.subirImagen[0].max;
    expect(codigos).toEqual([...Array(max).fill(200), ...Array(12 - max).fill(429)]);
  });
});

describe('the purge job', () => {
  it('keeps a counter while the next window reads it, then removes it', async () => {
    const clave = 'reinvitar:prueba:purga';
    const ahora = Date.now();
    await db.insert(limiteContador).values([
      { clave, ventana: new Date(ahora - 30 * HORA), n: 1, expira: new Date(ahora + 18 * HORA) },
      {
        clave: `${clave}-vieja`,
        ventana: new Date(ahora - 50 * HORA),
        n: 1,
        expira: new Date(ahora - 2 * HORA),
      },
    ]);
    expect(await runTask(t.ctx, 'purga_sesiones', new Date(ahora), { manual: true })).toMatchObject({
      status: 'ok',
    });
    const quedan = await db
      .select({ clave: limiteContador.clave })
      .from(limiteContador)
      .where(like(limiteContador.clave, `${clave}%`));
    expect(quedan.map((q) => q.clave)).toEqual([clave]);
  });
});

it('the 429 message is the catalogue one', () => {
  expect(MSG.limiteEnvios(90)).toBe(
    'Se alcanzó el límite de envíos para esta acción. Intenta nuevamente en 2 minutos.',
  );
  expect(MSG.limiteEnvios(5 * 3600)).toMatch(/en 5 horas\.$/);
});
