import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { usuario } from '../src/db/schema/index.ts';
import { buildTestApp, DEMO_PASSWORD } from './helpers.ts';

const t = await buildTestApp();
const { app } = t;
const { db } = t.ctx.database;
const { storage } = t.ctx;

const cookies = {
  empleado: await t.login('empleado@agrodemo.cl'),
  cliente: await t.login('cliente@agrodemo.cl'),
  admin: await t.login('admin@agrodemo.cl'),
};
const userOf = async (email: string) => (await db.select().from(usuario).where(eq(usuario.email, email)))[0]!;
const yo = await userOf('empleado@agrodemo.cl');
const otro = await userOf('empleado2@agrodemo.cl');
const colega = await userOf('jperez@valle-central.cl');

const png = PNG.sync.write(Object.assign(new PNG({ width: 8, height: 8 }), {}));
const jpg = Buffer.from(jpeg.encode({ width: 8, height: 8, data: Buffer.alloc(8 * 8 * 4, 200) }, 80).data);

function multipart(field: string, filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----agro' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const subir = (
  usuarioId: number,
  cookie: string | undefined,
  body = multipart('file0', 'yo.png', png, 'image/png'),
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/usuario/subir/${usuarioId}`,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
const keyOf = (u: { avatarNom: string | null; avatarExt: string | null }) =>
  `avatars/${u.avatarNom}.${u.avatarExt}`;

describe('POST /usuario/subir/{usuario_id}', () => {
  it('stores a PNG avatar for oneself and answers it; replacing it deletes the old file', async () => {
    const first = await subir(yo.usuarioId, cookies.empleado);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'success',
      mensaje: 'Avatar actualizado con éxito',
      avatar: { extension: 'png' },
    });
    const afterFirst = await userOf('empleado@agrodemo.cl');
    expect(await storage.size(keyOf(afterFirst))).toBe(png.length);

    const second = await subir(
      yo.usuarioId,
      cookies.empleado,
      multipart('file0', 'foto.jpeg', jpg, 'image/jpeg'),
    );
    expect(second.statusCode).toBe(200);
    const afterSecond = await userOf('empleado@agrodemo.cl');
    expect(afterSecond.avatarExt).toBe('jpg');
    expect(await storage.size(keyOf(afterFirst))).toBeNull();
    expect(await storage.size(keyOf(afterSecond))).toBe(jpg.length);

    const avatar = (
      await app.inject({
        url: `/api/v1/usuario/avatar/${yo.usuarioId}`,
        headers: { cookie: cookies.empleado },
      })
    ).json().avatar;
    const served = await app.inject({
      url: `/static/avatars/${avatar.nombre}.${avatar.extension}`,
      headers: { cookie: cookies.empleado },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(jpg)).toBe(true);
  });

  it('refuses a text file renamed .png with 415 and keeps the old avatar', async () => {
    const before = await userOf('empleado@agrodemo.cl');
    const res = await subir(
      yo.usuarioId,
      cookies.empleado,
      multipart('file0', 'falso.png', Buffer.from('esto no es una imagen '.repeat(10)), 'image/png'),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().mensaje).toBe('El avatar debe ser una imagen PNG o JPEG');
    const after = await userOf('empleado@agrodemo.cl');
    expect(after.avatarNom).toBe(before.avatarNom);
    expect(await storage.size(keyOf(after))).toBe(jpg.length);
  });

  it('refuses a GIF (an image, but not PNG or JPEG) with 415', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(80)]);
    expect((await subir(yo.usuarioId, cookies.empleado, multipart('file0', 'a.gif', gif))).statusCode).toBe(
      415,
    );
  });

  it("refuses another user's avatar (same or other company, even as principal client) with 403, changing nothing", async () => {
    for (const [target, cookie] of [
      [otro, cookies.empleado],
      [colega, cookies.empleado],
      [colega, cookies.cliente],
    ] as const) {
      const res = await subir(target.usuarioId, cookie);
      expect(res.statusCode).toBe(403);
      expect((await userOf(target.email)).avatarNom).toBe(target.avatarNom);
    }
  });

  it("lets staff replace anyone's avatar", async () => {
    expect((await subir(otro.usuarioId, cookies.admin)).statusCode).toBe(200);
    expect((await userOf('empleado2@agrodemo.cl')).avatarExt).toBe('png');
  });

  it('401 without a session; 400 without file0 or without multipart', async () => {
    expect((await subir(yo.usuarioId, undefined)).statusCode).toBe(401);
    const wrongField = await subir(yo.usuarioId, cookies.empleado, multipart('foto', 'yo.png', png));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().mensaje).toBe('El campo Archivo es obligatorio');
    const json = await app.inject({
      method: 'POST',
      url: `/api/v1/usuario/subir/${yo.usuarioId}`,
      payload: {},
      headers: { cookie: cookies.empleado },
    });
    expect(json.statusCode).toBe(400);
  });
});

describe('PUT usuario/password/{email}', () => {
  const NEW = 'Nueva#Clave2027';
  const put = (email: string, cookie: string | undefined, body: object) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/usuario/password/${encodeURIComponent(email)}`,
      payload: body,
      headers: cookie ? { cookie } : {},
    });
  const login = (password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/usuario/logear',
      payload: { email: 'empleado@agrodemo.cl', password },
    });

  it('refuses a wrong current password with 400 and keeps the old one', async () => {
    const res = await put('empleado@agrodemo.cl', cookies.empleado, {
      password_old: 'Otra#Clave2026',
      password_new: NEW,
      password_new2: NEW,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe('La contraseña actual no es correcta');
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [
      { password_new: NEW, password_new2: 'Nueva#Clave2028' },
      'Las contraseñas no coinciden, intente nuevamente',
    ],
    [
      { password_new: 'corta', password_new2: 'corta' },
      'Las contraseñas ingresadas no cumplen con los requisitos de seguridad, intente nuevamente',
    ],
  ])('400 for %o', async (change, mensaje) => {
    const res = await put('empleado@agrodemo.cl', cookies.empleado, {
      password_old: DEMO_PASSWORD,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe(mensaje);
  });

  it("403 for another user's e-mail, 401 without a session; nothing changes", async () => {
    const body = { password_old: DEMO_PASSWORD, password_new: NEW, password_new2: NEW };
    expect((await put('empleado2@agrodemo.cl', cookies.empleado, body)).statusCode).toBe(403);
    expect((await put('empleado@agrodemo.cl', cookies.cliente, body)).statusCode).toBe(403);
    expect((await put('empleado@agrodemo.cl', undefined, body)).statusCode).toBe(401);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("changes the password, keeps this session and ends the user's others", async () => {
    const other = await t.login('empleado@agrodemo.cl');
    const res = await put('EMPLEADO@agrodemo.cl', cookies.empleado, {
      password_old: DEMO_PASSWORD,
      password_new: NEW,
      password_new2: NEW,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', mensaje: 'Usuario actualizado con éxito' });
    expect(
      (await app.inject({ url: '/api/v1/empleado/self', headers: { cookie: cookies.empleado } })).statusCode,
    ).toBe(200);
    expect((await app.inject({ url: '/api/v1/empleado/self', headers: { cookie: other } })).statusCode).toBe(
      401,
    );
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(NEW)).statusCode).toBe(200);
  });
});
