import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { buildTestApp, demoCps } from './helpers.ts';

/**
 * One user action, one request, one transaction (issue 26 §2): each composed action either does all
 * its writes or none. Each failure case makes a later write fail and compares the rows and stored
 * files before and after.
 */
const t = await buildTestApp();
const { app } = t;
const { db } = t.ctx.database;
const s = await demoCps(t);

const rowsOf = (r: unknown) => (r as { rows: unknown[] }).rows;
const TABLAS = ['parcela', 'servicio', 'cliente_principal', 'cp_contacto', 'admin', 'empleado'] as const;

/** Every row of the tables these actions write, the users' avatars and the stored avatar files. */
async function estado() {
  const filas: Record<string, unknown> = {};
  for (const tabla of TABLAS)
    filas[tabla] = rowsOf(await db.execute(sql.raw(`select * from ${tabla} order by 1`)));
  filas.usuario = rowsOf(
    await db.execute(sql`select usuario_id, avatar_nom, avatar_ext from usuario order by usuario_id`),
  );
  const archivos: string[] = [];
  for await (const o of t.ctx.storage.list('avatars/')) archivos.push(o.key);
  return JSON.stringify({ filas, archivos: archivos.sort() });
}

/** Makes every `evento` on `tabla` matching `cuando` fail inside the database, for the duration of `fn`. */
async function conFallo<T>(tabla: string, evento: string, cuando: string, fn: () => Promise<T>): Promise<T> {
  await db.execute(
    sql.raw(`create function falla_prueba() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger falla_prueba before ${evento} on ${tabla}
      for each row when (${cuando}) execute function falla_prueba()`),
  );
  try {
    return await fn();
  } finally {
    await db.execute(sql.raw(`drop trigger falla_prueba on ${tabla}`));
    await db.execute(sql.raw('drop function falla_prueba()'));
  }
}

const territorio = (over: Record<string, unknown> = {}) => ({
  cp_id: s.cp1,
  nombre: 'Potrero Transacción',
  region: 'VII Maule',
  ciudad: 'Talca',
  direccion_ref: 'Camino a San Clemente km 4',
  coord_x: -35.43,
  coord_y: -71.6,
  extension: 12000,
  notas: '',
  tags: ['Manzanas'],
  tipo_servicio: 'EDEB Foliar',
  ...over,
});
const registrar = (body: object, cookie: string | null = s.admin) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/parcela/registrar-con-servicio',
    payload: body,
    headers: cookie ? { cookie } : {},
  });

describe('POST /parcela/registrar-con-servicio (Agregar Territorio)', () => {
  it('creates the territory and its service together', async () => {
    const res = await registrar(territorio());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', mensaje: '¡Territorio creado con éxito!', cp_id: s.cp1 });
    const parcela = await app.inject({
      url: `/api/v1/parcela/id/${body.parcelarel_id}/${s.cp1}`,
      headers: { cookie: s.admin },
    });
    expect(parcela.json().parcela[0]).toMatchObject({
      nombre: 'Potrero Transacción',
      servicio_id: body.servicio_id,
      tipo_servicio: 'EDEB Foliar',
    });
  });

  it('a service the database refuses leaves no territory behind (nor a used number)', async () => {
    const antes = await estado();
    const res = await conFallo('servicio', 'insert', 'true', () =>
      registrar(territorio({ nombre: 'Potrero Huérfano' })),
    );
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/refused by the test|insert/i);
    expect(await estado()).toBe(antes);
    // The next territory takes the number the failed one would have had.
    const ok = await registrar(territorio({ nombre: 'Potrero Siguiente' }));
    expect(ok.statusCode).toBe(201);
  });

  it('a service type it refuses, or an unknown client: 4xx and nothing written', async () => {
    const antes = await estado();
    const tipo = await registrar(territorio({ tipo_servicio: 'EDEB Inventado' }));
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().mensaje).toMatch(/^El campo .* no es válido$/);
    expect((await registrar(territorio({ cp_id: 99999 }))).statusCode).toBe(404);
    expect(await estado()).toBe(antes);
  });

  it('401 without a session, 403 for a principal client', async () => {
    expect((await registrar(territorio(), null)).statusCode).toBe(401);
    expect((await registrar(territorio(), s.cliente)).statusCode).toBe(403);
  });
});

const contacto = (nombre: string, over: Record<string, unknown> = {}) => ({
  nombre,
  apellido: 'Contreras',
  email: `${nombre.toLowerCase()}@contacto.cl`,
  telefono: '+56911112222',
  cargo: 'Gerente',
  ...over,
});
const perfilCp = (over: Record<string, unknown> = {}) => ({
  datos: {
    nombre: 'Agrícola Transacción SpA',
    rut: '76.543.210-3',
    telefono: '+56922223333',
    direccion: 'Av. Central 100',
    region: 'VII Maule',
    ciudad: 'Curicó',
    comentarios: 'Nota interna',
  },
  contacto: contacto('Marta'),
  contactoSecundario: contacto('Pedro'),
  ...over,
});
const actualizarPerfil = (body: object, cp = s.cp2, cookie: string | null = s.admin) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/cp/perfil/${cp}`,
    payload: body,
    headers: cookie ? { cookie } : {},
  });
const cpDe = async (cp: number) =>
  (await app.inject({ url: `/api/v1/cp/listar/${cp}`, headers: { cookie: s.admin } })).json().cp[0];

describe('PUT /cp/perfil/{cp_id} (Modificar Perfil del Cliente)', () => {
  it('writes the company data and both contacts', async () => {
    const res = await actualizarPerfil(perfilCp());
    expect(res.statusCode).toBe(200);
    expect(res.json().mensaje).toBe('Cliente actualizado con éxito');
    expect(res.json().contactos.map((c: { nombre: string }) => c.nombre)).toEqual(['Marta', 'Pedro']);
    expect(await cpDe(s.cp2)).toMatchObject({
      nombre: 'Agrícola Transacción SpA',
      comentarios: 'Nota interna',
    });
  });

  it('a secondary contact the database refuses leaves the company and the primary contact as they were', async () => {
    const antes = await estado();
    const body = perfilCp({
      datos: { ...perfilCp().datos, nombre: 'Nombre a medias' },
      contacto: contacto('Julia'),
      contactoSecundario: contacto('Rocío'),
    });
    const res = await conFallo('cp_contacto', 'insert or update', 'new.is_principal = false', () =>
      actualizarPerfil(body),
    );
    expect(res.statusCode).toBe(500);
    expect(await estado()).toBe(antes);
    expect((await cpDe(s.cp2)).nombre).toBe('Agrícola Transacción SpA');
  });

  it('a secondary contact it refuses: 400 and nothing written', async () => {
    const antes = await estado();
    const res = await actualizarPerfil(
      perfilCp({
        datos: { ...perfilCp().datos, nombre: 'Nombre a medias' },
        contactoSecundario: contacto('Rocío', { email: 'no-es-correo' }),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().campo).toBe('contactoSecundario.email');
    expect(await estado()).toBe(antes);
  });

  it('401, 403 for a principal client (even its own company), 404 for an unknown one', async () => {
    expect((await actualizarPerfil(perfilCp(), s.cp2, null)).statusCode).toBe(401);
    expect((await actualizarPerfil(perfilCp(), s.cp2, s.cliente2)).statusCode).toBe(403);
    expect((await actualizarPerfil(perfilCp(), 99999)).statusCode).toBe(404);
  });
});

const png = PNG.sync.write(new PNG({ width: 8, height: 8 }));

/** A multipart body of text fields and files, in the order given. */
function multipart(
  parts: ({ name: string; value: string } | { name: string; file: string; content: Buffer })[],
) {
  const boundary = '----agro' + Math.random().toString(16).slice(2);
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      'file' in p
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.file}"\r\nContent-Type: image/png\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`,
    ),
    'file' in p ? p.content : Buffer.from(p.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const guardar = (cookie: string | undefined, parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/v1/usuario/perfil',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
};
const avatar = { name: 'file0', file: 'yo.png', content: png };
const datos = (v: object) => ({ name: 'datos', value: JSON.stringify(v) });
const empleadoDatos = { nombre: 'Diego', apellido: 'Muñoz', rut: '12.345.678-5', telefono: '+56933334444' };
const self = async () =>
  (await app.inject({ url: '/api/v1/empleado/self', headers: { cookie: s.empleado } })).json().empleado[0];

describe('POST /usuario/perfil (a PERFIL tab: data and avatar at once)', () => {
  it("saves an employee's data and avatar; a second avatar replaces the first file", async () => {
    const res = await guardar(s.empleado, [datos(empleadoDatos), avatar]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      mensaje: 'Usuario actualizado con éxito',
      avatar: { extension: 'png' },
    });
    expect(await self()).toMatchObject({ telefono: '+56933334444', rut: '12.345.678-5' });
    const primero = `avatars/${res.json().avatar.nombre}.png`;
    expect(await t.ctx.storage.size(primero)).toBe(png.length);
    const solo = await guardar(s.empleado, [avatar]);
    expect(solo.json().mensaje).toBe('Avatar actualizado con éxito');
    expect(await t.ctx.storage.size(primero)).toBeNull();
  });

  it('the avatar is stored first; data it refuses removes it and changes nothing', async () => {
    const antes = await estado();
    const res = await guardar(s.empleado, [avatar, datos({ ...empleadoDatos, rut: '12.345.678-9' })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe('El RUT ingresado no es válido');
    expect(await estado()).toBe(antes);
  });

  it('an avatar row the database refuses undoes the data and removes the new file', async () => {
    const antes = await estado();
    const res = await conFallo('usuario', 'update', 'new.avatar_nom is distinct from old.avatar_nom', () =>
      guardar(s.empleado, [datos({ ...empleadoDatos, telefono: '+56955556666' }), avatar]),
    );
    expect(res.statusCode).toBe(500);
    expect(await estado()).toBe(antes);
    expect((await self()).telefono).toBe('+56933334444');
  });

  it("saves a principal client's company data (not the back office's notes) and an administrator's", async () => {
    const cp = {
      nombre: 'Viña del Valle Central',
      rut: '76.543.210-3',
      telefono: '+56944445555',
      direccion: 'Ruta 5 Sur km 200',
      region: 'VII Maule',
      ciudad: 'Talca',
    };
    const res = await guardar(s.cliente, [datos({ ...cp, comentarios: 'no' })]);
    expect(res.statusCode).toBe(200);
    expect(await cpDe(s.cp1)).toMatchObject({ ...cp, comentarios: expect.not.stringMatching(/^no$/) });
    const adm = await guardar(s.admin, [datos({ nombre: 'Ana', apellido: 'Admin', rut: '', telefono: '' })]);
    expect(adm.statusCode).toBe(200);
    const yo = await app.inject({ url: '/api/v1/admin/self', headers: { cookie: s.admin } });
    expect(yo.json().admin[0]).toMatchObject({ nombre: 'Ana', apellido: 'Admin' });
  });

  it('401 without a session; 400 with nothing to save or data that is not JSON', async () => {
    expect((await guardar(undefined, [avatar])).statusCode).toBe(401);
    const nada = await guardar(s.empleado, []);
    expect(nada.statusCode).toBe(400);
    const roto = await guardar(s.empleado, [{ name: 'datos', value: '{roto' }]);
    expect(roto.statusCode).toBe(400);
    expect(roto.json().mensaje).toMatch(/^El campo .* no es válido$/);
  });
});
