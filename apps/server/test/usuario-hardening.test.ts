import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { Mail } from '../src/lib/mailer.ts';
import { limiteContador, usuario } from '../src/db/schema/index.ts';
import { afterReplySettled } from '../src/modules/usuario/after-reply.ts';
import { solicitarRecuperacion } from '../src/modules/usuario/recovery.ts';
import { RECOVERY } from '../src/modules/usuario/throttle.ts';
import { buildTestApp, DEMO_PASSWORD, linkFromMail } from './helpers.ts';

/** Issue 10 findings of the account endpoints: recovery, reset links, paths, avatar uploads. */
const t = await buildTestApp();
const { app } = t;
const { db } = t.ctx.database;
const admin = await t.login('admin@agrodemo.cl');
const cliente2 = await t.login('cliente2@agrodemo.cl');
const [yo] = await db.select().from(usuario).where(eq(usuario.email, 'cliente2@agrodemo.cl'));

const recuperar = (email: string, from = '127.0.0.1') =>
  app.inject({ url: `/api/v1/usuario/recuperar/${encodeURIComponent(email)}`, remoteAddress: from });
const mailsTo = async (email: string) => {
  await afterReplySettled(t.ctx);
  return t.outbox().filter((m) => m.includes(`To: ${email}`));
};
/** A fresh recovery link for an account, from an address of its own (each address has its limit). */
const linkFor = async (email: string, from: string) => {
  await recuperar(email, from);
  const mail = (await mailsTo(email)).at(-1)!;
  return decodeURIComponent(new URL(linkFromMail(mail)).searchParams.get('t')!);
};
const validar = async (token: string) =>
  (await app.inject({ url: `/api/v1/usuario/validar/${encodeURIComponent(token)}` })).statusCode;
const cambiar = (token: string, password = 'Nueva#Clave2026') =>
  app.inject({
    method: 'POST',
    url: `/api/v1/usuario/cambiar/${encodeURIComponent(token)}`,
    payload: { password_old: password, password_new: password },
  });

describe('recovery limits', () => {
  it('8 requests in a row for one e-mail send 5 mails; every answer is the same 200', async () => {
    const before = (await mailsTo('cliente@agrodemo.cl')).length;
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await recuperar('cliente@agrodemo.cl', '203.0.113.1'));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect((await mailsTo('cliente@agrodemo.cl')).length - before).toBe(RECOVERY.perEmail);
  });

  it('an address over its hourly limit gets the same answer and sends nothing', async () => {
    for (let i = 0; i < RECOVERY.perIp; i++) await recuperar(`nadie${i}@agrodemo.cl`, '203.0.113.2');
    const before = (await mailsTo('empleado@agrodemo.cl')).length;
    const over = await recuperar('empleado@agrodemo.cl', '203.0.113.2');
    const elsewhere = await recuperar('empleado@agrodemo.cl', '203.0.113.3');
    expect(over.statusCode).toBe(200);
    expect(over.body).toBe(elsewhere.body);
    expect((await mailsTo('empleado@agrodemo.cl')).length - before).toBe(1);
  });
});

describe('recovery answers before it looks anything up', () => {
  it('answers while the mail server has not finished, and the mail leaves after', async () => {
    const send = t.ctx.mailer.send;
    let release!: () => void;
    const smtpBusy = new Promise<void>((r) => (release = r));
    const sent: Mail[] = [];
    t.ctx.mailer.send = async (mail) => {
      sent.push(mail);
      await smtpBusy;
    };
    try {
      // Awaiting SMTP in the request would never answer while it is busy.
      const res = await recuperar('cliente2@agrodemo.cl', '203.0.113.4');
      expect(res.statusCode).toBe(200);
      release();
      await afterReplySettled(t.ctx);
      expect(sent.map((m) => m.to)).toEqual(['cliente2@agrodemo.cl']);
    } finally {
      t.ctx.mailer.send = send;
    }
  });

  it('does the same database work before answering for a known and an unknown address', async () => {
    const real = t.ctx.database.db;
    const work: string[] = [];
    t.ctx.database.db = new Proxy(real, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          work.push(String(prop));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const before = async (email: string, ip: string) => {
      work.length = 0;
      await solicitarRecuperacion(t.ctx, { email, ip }, app.log);
      const done = [...work];
      await afterReplySettled(t.ctx);
      return done;
    };
    try {
      const known = await before('dev@agrodemo.cl', '192.0.2.20');
      const unknown = await before('nadie.aqui@vinedosdelmaule.cl', '192.0.2.21');
      expect(known).toEqual(unknown);
      expect(known).toEqual(['insert', 'select']);
    } finally {
      t.ctx.database.db = real;
    }
    expect(await mailsTo('dev@agrodemo.cl')).toHaveLength(1);
    expect(await mailsTo('nadie.aqui@vinedosdelmaule.cl')).toHaveLength(0);
  });

  it('refuses a NUL in the e-mail with 400, counting nothing', async () => {
    const counters = async () => (await db.select().from(limiteContador)).length;
    const before = await counters();
    const res = await app.inject({ url: '/api/v1/usuario/recuperar/a%00@agrodemo.cl' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
    expect(await counters()).toBe(before);
  });
});

describe('reset links end when the password or the e-mail changes', () => {
  it('using one link ends the other live links of the user', async () => {
    const first = await linkFor('jperez@valle-central.cl', '192.0.2.30');
    const second = await linkFor('jperez@valle-central.cl', '192.0.2.30');
    expect(await validar(second)).toBe(200);
    expect((await cambiar(first)).statusCode).toBe(200);
    expect(await validar(second)).toBe(404);
    expect((await cambiar(second, 'Otra#Clave2026')).statusCode).toBe(404);
  });

  it.each([
    ['password', 'mgonzalez@valle-central.cl', { password_new: 'Admin#Puesta2026' }],
    ['email', 'rsilva@vinedosdelmaule.cl', { email: 'rsilva.nuevo@vinedosdelmaule.cl' }],
  ])('an admin %s change ends every live link', async (cambio, email, payload) => {
    const links = [await linkFor(email, '192.0.2.31'), await linkFor(email, '192.0.2.31')];
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/usuario/${cambio}/admin/${email}`,
      headers: { cookie: admin },
      payload,
    });
    expect(res.statusCode).toBe(200);
    for (const link of links) expect(await validar(link)).toBe(404);
    expect((await cambiar(links[0]!)).statusCode).toBe(404);
  });

  it("a change of one's own password ends every live link", async () => {
    const link = await linkFor('empleado2@agrodemo.cl', '192.0.2.33');
    const cookie = await t.login('empleado2@agrodemo.cl');
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/usuario/password/empleado2@agrodemo.cl',
      headers: { cookie },
      payload: {
        password_old: DEMO_PASSWORD,
        password_new: 'Propia#Clave2026',
        password_new2: 'Propia#Clave2026',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await validar(link)).toBe(404);
  });
});

describe('paths', () => {
  it('answers 404 for a malformed token, like any token that is not live', async () => {
    for (const token of ['abc', 'corto', '%', 'x'.repeat(90)]) {
      expect(await validar(token)).toBe(404);
      const res = await cambiar(token);
      expect(res.statusCode).toBe(404);
      expect(res.json().mensaje).toBe('El contenido buscado no existe, te regresaremos al inicio');
    }
  });

  it('decodes an e-mail in the path once: a literal % is an address like any other', async () => {
    expect((await app.inject({ url: '/api/v1/usuario/recuperar/%25' })).statusCode).toBe(200);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/usuario/email/admin/%25E0',
      headers: { cookie: admin },
      payload: { email: 'alguien@agrodemo.cl' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().mensaje).toBe('Usuario ingresado no existe');
  });
});

describe('avatar uploads are refused whole', () => {
  const png = PNG.sync.write(new PNG({ width: 8, height: 8 }));
  const boundary = '----agro-hardening';
  const textPart = (name: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx\r\n`);
  const filePart = (filename: string, content: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file0"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    ]);
  const subir = (parts: Buffer[]) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/usuario/subir/${yo!.usuarioId}`,
      payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
      headers: { cookie: cliente2, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  const avatarNow = async () =>
    (await db.select().from(usuario).where(eq(usuario.usuarioId, yo!.usuarioId)))[0]!.avatarNom;

  it('51 text fields then file0: refused, and the avatar is not replaced', async () => {
    expect((await subir([filePart('yo.png', png)])).statusCode).toBe(200);
    const kept = await avatarNow();
    const res = await subir([
      ...Array.from({ length: 51 }, (_, i) => textPart(`x${i}`)),
      filePart('yo.png', png),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe('El campo indicado no es válido');
    expect(await avatarNow()).toBe(kept);
  });

  it('too many parts: 413 with its own message, and the avatar is not replaced', async () => {
    const kept = await avatarNow();
    // Empty file inputs are skipped, but still count as parts of the request.
    const res = await subir([
      ...Array.from({ length: 21 }, () => filePart('', Buffer.alloc(0))),
      filePart('yo.png', png),
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().mensaje).toBe('La solicitud tiene demasiados campos o archivos');
    expect(await avatarNow()).toBe(kept);
  });
});
