import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { buildTestApp } from './helpers.ts';
import { cpFixtures, multipart, PNG_1PX } from './cp-fixtures.ts';

const t = await buildTestApp();
const f = await cpFixtures(t);
const { cp1, cp2 } = f;

const edit = (over: Record<string, unknown> = {}) => ({
  nombre: 'Fundo El Peumo Norte',
  region: 'VII Maule',
  ciudad: 'Molina',
  direccion_ref: 'Camino a Los Niches km 7',
  coord_x: -35.1,
  coord_y: -71.2,
  extension: 190000,
  notas: 'Nuevo cuartel de cerezos.',
  cp_id: cp1,
  ...over,
});
const territorio = async (rel: number, cp = cp1) =>
  (await f.admin.get(`parcela/id/${rel}/${cp}`)).json().parcela[0];

describe('GET /parcela/cp/{cp_id}', () => {
  it('lists the company territories with owner, coordinates, harvest and service', async () => {
    const res = await f.cliente.get(`parcela/cp/${cp1}`);
    expect(res.statusCode).toBe(200);
    const { parcelas } = res.json();
    expect(parcelas.map((p: { parcelarel_id: number }) => p.parcelarel_id)).toEqual([1, 2, 3]);
    expect(parcelas.map((p: { tipo_servicio: string }) => p.tipo_servicio)).toEqual([
      'EDEB Full',
      'EDEB Foliar',
      'EDEB Sensores',
    ]);
    expect(parcelas[0]).toMatchObject({
      identificador: cp1,
      cp_id: cp1,
      propietario: 'Agrícola Valle Central SpA',
      nombre: 'Fundo El Peumo',
      coordenadas: { x: -35.0128, y: -71.1716 },
      tags: ['Cerezo', 'Manzano', 'Peral'],
      is_active: true,
      avatar_nom: null,
    });
    expect(parcelas[0]).toHaveProperty('date_entered');
    expect(parcelas[0]).toHaveProperty('parcela_id');
  });

  it('refuses other companies, employees and anonymous callers; staff see any company', async () => {
    expect((await f.cliente2.get(`parcela/cp/${cp1}`)).statusCode).toBe(403);
    expect((await f.cliente.get(`parcela/cp/${cp2}`)).statusCode).toBe(403);
    expect((await f.empleado.get(`parcela/cp/${cp1}`)).statusCode).toBe(403);
    expect((await f.anon.get(`parcela/cp/${cp1}`)).json()).toEqual({
      status: 'error',
      mensaje: 'Token inválido',
    });
    expect((await f.admin.get(`parcela/cp/${cp2}`)).json().parcelas).toHaveLength(1);
    expect((await f.cliente.get('parcela/cp/abc')).statusCode).toBe(400);
  });
});

describe('GET /parcela/id/{rel}/{cp_id}', () => {
  it('answers one territory of the own company', async () => {
    const res = await f.cliente.get(`parcela/id/2/${cp1}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().parcela).toHaveLength(1);
    expect(res.json().parcela[0]).toMatchObject({
      parcelarel_id: 2,
      nombre: 'Parcela Los Aromos',
      tipo_servicio: 'EDEB Foliar',
    });
  });

  it('answers 404 for a number the company lacks, 403 for another company, 401 and 400', async () => {
    expect((await f.cliente.get(`parcela/id/9/${cp1}`)).statusCode).toBe(404);
    expect((await f.cliente2.get(`parcela/id/1/${cp1}`)).statusCode).toBe(403);
    expect((await f.empleado.get(`parcela/id/1/${cp1}`)).statusCode).toBe(403);
    expect((await f.anon.get(`parcela/id/1/${cp1}`)).statusCode).toBe(401);
    expect((await f.cliente.get(`parcela/id/0/${cp1}`)).statusCode).toBe(400);
  });
});

describe('PUT /parcela/id/{rel}', () => {
  it('updates the own territory', async () => {
    const res = await f.cliente.req('PUT', 'parcela/id/1', edit());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', mensaje: MSG.territorioActualizado });
    expect(await territorio(1)).toMatchObject({
      nombre: 'Fundo El Peumo Norte',
      ciudad: 'Molina',
      coordenadas: { x: -35.1, y: -71.2 },
      extension: 190000,
      notas: 'Nuevo cuartel de cerezos.',
    });
  });

  it('accepts the coordinates as the point string and numbers as strings', async () => {
    const body = edit({
      coord_x: undefined,
      coord_y: undefined,
      coordenadas: '(-35.2,-71.3)',
      extension: '200000',
    });
    expect((await f.cliente.req('PUT', 'parcela/id/1', body)).statusCode).toBe(200);
    expect(await territorio(1)).toMatchObject({ coordenadas: { x: -35.2, y: -71.3 }, extension: 200000 });
  });

  it.each([
    ['latitude out of range', { coord_x: 91 }, 'Latitud'],
    ['longitude out of range', { coord_y: -181 }, 'Longitud'],
    ['extension 0', { extension: 0 }, 'Extensión (m²) debe ser un número mayor que 0'],
    ['a negative extension', { extension: -5 }, 'Extensión (m²) debe ser un número mayor que 0'],
    ['a region not in the list', { region: 'Región de Ninguna Parte' }, 'Región'],
    ['an empty name', { nombre: '  ' }, 'Nombre'],
  ])('refuses %s with 400 naming the field by its label, changing nothing', async (_, over, campo) => {
    const before = await territorio(1);
    const res = await f.cliente.req('PUT', 'parcela/id/1', edit({ nombre: 'No debe quedar', ...over }));
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toContain(campo);
    expect(await territorio(1)).toEqual(before);
  });

  it('refuses another company (403) or a number it lacks (404), and employees, changing nothing', async () => {
    const before = await territorio(1);
    expect((await f.cliente2.req('PUT', 'parcela/id/1', edit({ nombre: 'Intruso' }))).statusCode).toBe(403);
    expect(
      (await f.cliente2.req('PUT', 'parcela/id/2', edit({ nombre: 'Intruso', cp_id: cp2 }))).statusCode,
    ).toBe(404);
    expect((await f.empleado.req('PUT', 'parcela/id/1', edit({ nombre: 'Intruso' }))).statusCode).toBe(403);
    expect((await f.anon.req('PUT', 'parcela/id/1', edit({ nombre: 'Intruso' }))).statusCode).toBe(401);
    expect(await territorio(1)).toEqual(before);
  });

  it('lets staff edit any company', async () => {
    expect(
      (
        await f.admin.req(
          'PUT',
          'parcela/id/1',
          edit({ cp_id: cp2, nombre: 'Viña Los Robles', region: 'VII Maule' }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await territorio(1, cp2)).nombre).toBe('Viña Los Robles');
  });
});

describe('PUT /parcela/tags/{rel}', () => {
  const tags = (n: number) => Array.from({ length: n }, (_, i) => `Cultivo ${i + 1}`);

  it('saves 1 to 10 trimmed entries', async () => {
    const res = await f.cliente.req('PUT', 'parcela/tags/3', { tags: ['  Arándano ', 'Kiwi'], cp_id: cp1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().mensaje).toBe(MSG.cosechaActualizada);
    expect((await territorio(3)).tags).toEqual(['Arándano', 'Kiwi']);
    expect((await f.cliente.req('PUT', 'parcela/tags/3', { tags: tags(10), cp_id: cp1 })).statusCode).toBe(
      200,
    );
    expect((await territorio(3)).tags).toHaveLength(10);
    expect(
      (await f.cliente.req('PUT', 'parcela/tags/3', { tags: ['Avellano'], cp_id: cp1 })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['0 entries', []],
    ['11 entries', tags(11)],
    ['an empty entry', ['Cerezo', '   ']],
    ['a repeated entry', ['Cerezo', 'cerezo ']],
  ])('refuses %s with the harvest message, changing nothing', async (_, list) => {
    const res = await f.cliente.req('PUT', 'parcela/tags/3', { tags: list, cp_id: cp1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe(MSG.cosechaLimite);
    expect((await territorio(3)).tags).toEqual(['Avellano']);
  });

  it('refuses another company, employees and anonymous callers, changing nothing', async () => {
    expect(
      (await f.cliente2.req('PUT', 'parcela/tags/3', { tags: ['Intruso'], cp_id: cp1 })).statusCode,
    ).toBe(403);
    expect(
      (await f.cliente2.req('PUT', 'parcela/tags/3', { tags: ['Intruso'], cp_id: cp2 })).statusCode,
    ).toBe(404);
    expect(
      (await f.empleado.req('PUT', 'parcela/tags/3', { tags: ['Intruso'], cp_id: cp1 })).statusCode,
    ).toBe(403);
    expect((await f.anon.req('PUT', 'parcela/tags/3', { tags: ['Intruso'], cp_id: cp1 })).statusCode).toBe(
      401,
    );
    expect((await territorio(3)).tags).toEqual(['Avellano']);
  });
});

describe('territory avatar', () => {
  const upload = (who: typeof f.cliente, url: string, body: ReturnType<typeof multipart>) =>
    who.upload(url, body);

  it('uploads a PNG, answers it and serves it only to those who may see the territory', async () => {
    expect((await f.cliente.get(`parcela/avatar/2/${cp1}`)).json()).toEqual({
      status: 'success',
      avatar: null,
    });
    const res = await upload(
      f.cliente,
      `parcela/subir/2/${cp1}`,
      multipart('file0', 'mi-parcela.png', PNG_1PX, 'image/png'),
    );
    expect(res.statusCode).toBe(200);
    const { avatar } = (await f.cliente.get(`parcela/avatar/2/${cp1}`)).json();
    expect(avatar).toEqual({ nombre: expect.stringMatching(/^[a-f0-9]{32}$/), extension: 'png' });
    const url = `/static/parcelas/${avatar.nombre}.png`;
    expect((await t.app.inject({ url, headers: { cookie: f.cliente.cookie } })).statusCode).toBe(200);
    // empleado@ is linked to territory 2 of its company.
    expect((await t.app.inject({ url, headers: { cookie: f.empleado.cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: { cookie: f.cliente2.cookie } })).statusCode).toBe(404);
  });

  it('refuses a non-image (415), a missing file (400), another company (403) and anonymous callers, changing nothing', async () => {
    const before = (await f.cliente.get(`parcela/avatar/2/${cp1}`)).json().avatar;
    expect(
      (
        await upload(
          f.cliente,
          `parcela/subir/2/${cp1}`,
          multipart(
            'file0',
            'x.png',
            Buffer.from('no soy una imagen, solo texto plano que sigue y sigue y sigue hasta 64 bytes'),
          ),
        )
      ).statusCode,
    ).toBe(415);
    expect(
      (await upload(f.cliente, `parcela/subir/2/${cp1}`, multipart('otro', 'x.png', PNG_1PX))).statusCode,
    ).toBe(400);
    expect(
      (await upload(f.cliente2, `parcela/subir/2/${cp1}`, multipart('file0', 'x.png', PNG_1PX))).statusCode,
    ).toBe(403);
    expect(
      (await upload(f.empleado, `parcela/subir/2/${cp1}`, multipart('file0', 'x.png', PNG_1PX))).statusCode,
    ).toBe(403);
    expect(
      (await upload(f.anon, `parcela/subir/2/${cp1}`, multipart('file0', 'x.png', PNG_1PX))).statusCode,
    ).toBe(401);
    expect((await f.cliente.get(`parcela/avatar/2/${cp1}`)).json().avatar).toEqual(before);
    expect((await f.cliente2.get(`parcela/avatar/2/${cp1}`)).statusCode).toBe(403);
    expect((await f.cliente.get(`parcela/avatar/7/${cp1}`)).statusCode).toBe(404);
  });
});

describe('GET /parcela/empleado/{rel}/{cp_id}', () => {
  it('lists the employees linked to a territory', async () => {
    const res = await f.cliente.get(`parcela/empleado/2/${cp1}`);
    expect(res.statusCode).toBe(200);
    const emails = res.json().empleados.map((e: { email: string }) => e.email);
    expect(emails).toEqual(['empleado@agrodemo.cl', 'mgonzalez@valle-central.cl']);
    expect(res.json().empleados[0]).toMatchObject({
      nombre: 'Diego',
      apellido: 'Muñoz',
      cp_id: cp1,
      empleadorel_id: 1,
    });
  });

  it('refuses another company, employees and anonymous callers', async () => {
    expect((await f.cliente2.get(`parcela/empleado/2/${cp1}`)).statusCode).toBe(403);
    expect((await f.empleado.get(`parcela/empleado/2/${cp1}`)).statusCode).toBe(403);
    expect((await f.anon.get(`parcela/empleado/2/${cp1}`)).statusCode).toBe(401);
    expect((await f.cliente.get(`parcela/empleado/x/${cp1}`)).statusCode).toBe(400);
  });
});

describe('GET /servicio/cp/{cp_id}', () => {
  it('lists the services of the company territories', async () => {
    const res = await f.cliente.get(`servicio/cp/${cp1}`);
    expect(res.statusCode).toBe(200);
    const { servicios } = res.json();
    expect(servicios.map((s: { tipo_servicio: string }) => s.tipo_servicio)).toEqual([
      'EDEB Full',
      'EDEB Foliar',
      'EDEB Sensores',
    ]);
    expect(servicios[0]).toMatchObject({ parcelarel_id: 1, identificador: cp1, is_deleted: false });
    expect(servicios[0]).toHaveProperty('date_modified');
  });

  it('refuses another company, employees and anonymous callers', async () => {
    expect((await f.cliente2.get(`servicio/cp/${cp1}`)).statusCode).toBe(403);
    expect((await f.empleado.get(`servicio/cp/${cp1}`)).statusCode).toBe(403);
    expect((await f.anon.get(`servicio/cp/${cp1}`)).statusCode).toBe(401);
    expect((await f.cliente.get('servicio/cp/-1')).statusCode).toBe(400);
    expect((await f.admin.get(`servicio/cp/${cp2}`)).json().servicios).toHaveLength(1);
  });
});
