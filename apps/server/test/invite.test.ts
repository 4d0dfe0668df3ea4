import { count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { clientePrincipal, empleado, usuario } from '../src/db/schema/index.ts';
import type { Mail } from '../src/lib/mailer.ts';
import { afterReplySettled } from '../src/modules/usuario/after-reply.ts';
import { buildTestApp } from './helpers.ts';
import { cpFixtures, nuevoCp, nuevoEmpleado } from './cp-fixtures.ts';

/**
 * The one invitation (lib/invite.ts) behind POST /cp/registrar and POST /empleado/registrar:
 * account, link and welcome e-mail sent once the rows are committed; a failed e-mail is reported
 * as `correo_enviado: false`, never as an error; a race for one e-mail creates one account.
 */
const t = await buildTestApp();
const f = await cpFixtures(t);
const { db } = t.ctx.database;

const registrar = {
  cp: (email: string) => f.admin.req('POST', 'cp/registrar', nuevoCp(email)),
  empleado: (email: string) => f.cliente.req('POST', 'empleado/registrar', nuevoEmpleado(email, f.cp1)),
};
const usersWith = async (email: string) =>
  (
    await db
      .select({ n: count() })
      .from(usuario)
      .where(eq(sql`lower(${usuario.email})`, email))
  )[0]!.n;

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(['cp', 'empleado'] as const)('inviting through POST /%s/registrar', (kind) => {
  it('e-mails the link only once the account is committed, and says so', async () => {
    const email = `${kind}-ok@canelos.cl`;
    const seen: number[] = [];
    const send = t.ctx.mailer.send.bind(t.ctx.mailer);
    vi.spyOn(t.ctx.mailer, 'send').mockImplementation(async (mail: Mail) => {
      seen.push(await usersWith(email));
      await send(mail);
    });
    const res = await registrar[kind](email);
    expect(res.statusCode).toBe(201);
    expect(res.json().correo_enviado).toBe(true);
    expect(seen).toEqual([1]);
    expect(t.outbox().at(-1)).toContain(email);
  });

  it('keeps the account and answers 201 with correo_enviado false when the e-mail fails', async () => {
    const email = `${kind}-sinmail@canelos.cl`;
    const mails = t.outbox().length;
    vi.spyOn(t.ctx.mailer, 'send').mockRejectedValue(new Error('smtp down'));
    const res = await registrar[kind](email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'success', correo_enviado: false });
    expect(await usersWith(email)).toBe(1);
    expect(t.outbox().length).toBe(mails);
    // The account can still get a link through "¿Olvidaste tu contraseña?".
    vi.restoreAllMocks();
    const recover = await t.app.inject({ url: `/api/v1/usuario/recuperar/${encodeURIComponent(email)}` });
    expect(recover.statusCode).toBe(200);
    // The recovery mail leaves after the answer; let it land before the next test counts the outbox.
    await afterReplySettled(t.ctx);
  });

  it('creates one account when two invitations race for one e-mail; the other gets 409 and no e-mail', async () => {
    const email = `${kind}-carrera@canelos.cl`;
    const mails = t.outbox().length;
    const answers = await Promise.all([registrar[kind](email), registrar[kind](email.toUpperCase())]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().mensaje).toBe(MSG.emailEnUso);
    expect(await usersWith(email)).toBe(1);
    expect(t.outbox().length).toBe(mails + 1);
  });
});

it('leaves no company or worker behind an invitation refused for its e-mail', async () => {
  const before = {
    cps: (await db.select({ n: count() }).from(clientePrincipal))[0]!.n,
    empleados: (await db.select({ n: count() }).from(empleado))[0]!.n,
  };
  expect((await registrar.cp('cliente2@agrodemo.cl')).statusCode).toBe(409);
  expect((await registrar.empleado('Cliente2@AgroDemo.cl')).statusCode).toBe(409);
  expect({
    cps: (await db.select({ n: count() }).from(clientePrincipal))[0]!.n,
    empleados: (await db.select({ n: count() }).from(empleado))[0]!.n,
  }).toEqual(before);
});
