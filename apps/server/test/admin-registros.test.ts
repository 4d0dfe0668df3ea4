import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { archivoServicio, carga, parcela, servicio } from '../src/db/schema/index.ts';
import { buildTestApp } from './helpers.ts';

const t = await buildTestApp();
const { app } = t;
const { db } = t.ctx.database;
const admin = await t.login('admin@agrodemo.cl');
const api = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/${url}`, payload, headers: { cookie: admin } });
const get = async (url: string) => {
  const res = await api('GET', url);
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const territorio = {
  nombre: 'Fundo La Esperanza',
  region: 'IX La Araucanía',
  ciudad: 'Temuco',
  direccion_ref: 'Camino a Cajón km 3',
  coord_x: -38.7,
  coord_y: -72.6,
  extension: 120000,
  notas: 'Trigo y raps',
};

describe('registries: GET cp/all/listar, parcela/all/listar, servicio/all/listar', () => {
  it("answer the first page without parameters (the spec's plain call)", async () => {
    const c = await get('cp/all/listar');
    expect(c.clientes.map((x: { nombre: string }) => x.nombre)).toEqual([
      'Agrícola Valle Central SpA',
      'Viñedos del Maule Ltda.',
    ]);
    expect(c.clientes[0]).toMatchObject({
      id: 1,
      cp_id: 1,
      email: 'cliente@agrodemo.cl',
      rol: 'Cliente Principal',
      is_active: true,
    });
    expect(c).toMatchObject({ total: 2, total_exacto: true, page: 1, pageSize: 20 });
    const p = await get('parcela/all/listar');
    expect(p.parcelas).toHaveLength(4);
    expect(p.parcelas[0]).toMatchObject({
      id: '1-T-001',
      propietario: 'Agrícola Valle Central SpA',
      nombre: 'Fundo El Peumo',
      ciudad: 'Curicó',
      tags: ['Cerezo', 'Manzano', 'Peral'],
      is_active: true,
    });
    const s = await get('servicio/all/listar');
    expect(s.servicios).toHaveLength(4);
    expect(s.servicios[0]).toMatchObject({
      servicio_id: 1,
      territorio: '1-T-001',
      tipo_servicio: 'EDEB Full',
      is_deleted: false,
    });
    expect(typeof s.servicios[0].date_modified).toBe('string');
  });

  it('filter on the chosen field, case-insensitively, or on every field', async () => {
    expect(
      (await get('cp/all/listar?campo=nombre&q=viÑEDOS')).clientes.map((x: { cp_id: number }) => x.cp_id),
    ).toEqual([2]);
    expect((await get('cp/all/listar?campo=email&q=cliente2')).clientes).toHaveLength(1);
    expect((await get('cp/all/listar?campo=id&q=1')).clientes.map((x: { cp_id: number }) => x.cp_id)).toEqual(
      [1],
    );
    expect((await get('cp/all/listar?campo=rol&q=principal')).total).toBe(2);
    expect((await get('cp/all/listar?campo=id&q=abc')).clientes).toEqual([]);
    expect(
      (await get('parcela/all/listar?campo=propietario&q=maule')).parcelas.map((x: { id: string }) => x.id),
    ).toEqual(['2-T-001']);
    expect(
      (await get('parcela/all/listar?campo=ciudad&q=talca')).parcelas.map(
        (x: { nombre: string }) => x.nombre,
      ),
    ).toEqual(['Huerto San Clemente']);
    expect((await get('parcela/all/listar?campo=direccion&q=pilén')).parcelas).toHaveLength(1);
    expect(
      (await get('parcela/all/listar?q=aromos')).parcelas.map((x: { nombre: string }) => x.nombre),
    ).toEqual(['Parcela Los Aromos']);
    // LIKE wildcards typed by the user are plain text.
    expect((await get('parcela/all/listar?q=%25')).parcelas).toEqual([]);
    expect((await get('servicio/all/listar?campo=tipo_servicio&q=foliar')).total).toBe(2);
    expect(
      (await get('servicio/all/listar?campo=servicio_id&q=3')).servicios.map(
        (x: { servicio_id: number }) => x.servicio_id,
      ),
    ).toEqual([3]);
  });

  it('sort and page on the server, with the total of the filter', async () => {
    const desc = await get('parcela/all/listar?sort=nombre&dir=desc');
    expect(desc.parcelas.map((x: { nombre: string }) => x.nombre)).toEqual([
      'Viña Los Robles',
      'Parcela Los Aromos',
      'Huerto San Clemente',
      'Fundo El Peumo',
    ]);
    const page2 = await get('parcela/all/listar?sort=nombre&page=2&pageSize=3');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.parcelas.map((x: { nombre: string }) => x.nombre)).toEqual(['Viña Los Robles']);
    expect(
      (await get('servicio/all/listar?sort=tipo_servicio&page=1&pageSize=2')).servicios.map(
        (x: { tipo_servicio: string }) => x.tipo_servicio,
      ),
    ).toEqual(['EDEB Foliar', 'EDEB Foliar']);
  });

  it('answer 400 for an unknown filter field, sort or page', async () => {
    for (const url of [
      'cp/all/listar?campo=rut&q=1',
      'parcela/all/listar?sort=tags',
      'servicio/all/listar?page=0',
      'cp/all/listar?pageSize=100000',
    ]) {
      expect((await api('GET', url)).statusCode, url).toBe(400);
    }
  });

  it('stay paged on the server with thousands of rows', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      cpId: 2,
      parcelarelId: 1000 + i,
      nombre: `Lote ${i}`,
      region: 'VII Maule',
      ciudad: i % 3 ? 'Cauquenes' : 'Chanco',
      direccionRef: `Km ${i}`,
      coordX: -35,
      coordY: -72,
      extension: 100,
    }));
    for (let i = 0; i < rows.length; i += 500) await db.insert(parcela).values(rows.slice(i, i + 500));
    const started = Date.now();
    const r = await get('parcela/all/listar?campo=ciudad&q=chanco&page=3&pageSize=20&sort=nombre');
    expect(Date.now() - started).toBeLessThan(5000);
    // Counted only ten pages past the one asked for: 40 + 10 × 20 rows, "más de 240".
    expect(r).toMatchObject({ total: 240, total_exacto: false, page: 3 });
    expect(r.parcelas).toHaveLength(20);
    const last = await get('parcela/all/listar?campo=ciudad&q=chanco&page=46&pageSize=22&sort=nombre');
    expect(last).toMatchObject({ total: 1000, total_exacto: true });
    expect(last.parcelas).toHaveLength(10);
    await db.delete(parcela).where(eq(parcela.ciudad, 'Chanco'));
    await db.delete(parcela).where(eq(parcela.ciudad, 'Cauquenes'));
  });
});

describe('POST /parcela/registrar and DELETE /parcela/{cp_id}/{parcelarel_id}', () => {
  it("creates a territory numbered by the client's sequence and answers its ids", async () => {
    const res = await api('POST', 'parcela/registrar', { ...territorio, cp_id: 1, tags: ['Trigo'] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'success',
      mensaje: '¡Territorio creado con éxito!',
      parcelarel_id: 4,
    });
    const [p] = await db.select().from(parcela).where(eq(parcela.parcelaId, res.json().parcela_id));
    expect(p).toMatchObject({
      cpId: 1,
      parcelarelId: 4,
      nombre: 'Fundo La Esperanza',
      coordX: -38.7,
      coordY: -72.6,
      extension: 120000,
      tags: ['Trigo'],
    });
  });

  it('accepts coordinates as the spec\'s "(x,y)" string', async () => {
    const { coord_x: _x, coord_y: _y, ...rest } = territorio;
    const res = await api('POST', 'parcela/registrar', { ...rest, cp_id: 2, coordenadas: '(-35.9,-72.3)' });
    expect(res.statusCode).toBe(201);
    expect(res.json().parcelarel_id).toBe(2);
  });

  it.each([
    ['a missing name', { nombre: '' }],
    ['a latitude out of range', { coord_x: -120 }],
    ['an unknown region', { region: 'Atlántida' }],
    ['eleven harvest tags', { tags: Array.from({ length: 11 }, (_, i) => `T${i}`) }],
    ['no client', { cp_id: undefined }],
  ])('answers 400 for %s, creating nothing', async (_w, over) => {
    const before = (await db.select().from(parcela)).length;
    expect((await api('POST', 'parcela/registrar', { ...territorio, cp_id: 1, ...over })).statusCode).toBe(
      400,
    );
    expect((await db.select().from(parcela)).length).toBe(before);
  });

  it('answers 404 for an unknown client', async () => {
    expect((await api('POST', 'parcela/registrar', { ...territorio, cp_id: 999 })).statusCode).toBe(404);
  });

  it('deletes a territory with its services, uploads and stored files', async () => {
    const p = (await api('POST', 'parcela/registrar', { ...territorio, cp_id: 1 })).json();
    const s = (
      await api('POST', 'servicio/registrar', {
        tipo_servicio: 'EDEB Foliar',
        parcela_id: p.parcelarel_id,
        cp_id: 1,
      })
    ).json();
    const key = 'servicios/eeee0000eeee0000eeee0000eeee0000.pdf';
    await t.ctx.storage.put(key, Buffer.from('%PDF'));
    const [c] = await db
      .insert(carga)
      .values({ servicioId: s.servicio_id, grupo: 'global', inicio: '2026-01-01', termino: '2026-01-31' })
      .returning();
    await db.insert(archivoServicio).values({
      cargaId: c!.cargaId,
      servicioId: s.servicio_id,
      tipoSubida: 'res_mensual',
      campo: 'file0',
      nombre: 'eeee0000eeee0000eeee0000eeee0000',
      extension: 'pdf',
      nombreOriginal: 'r.pdf',
      mime: 'application/pdf',
      tamano: 4,
      storageKey: key,
    });

    const res = await api('DELETE', `parcela/1/${p.parcelarel_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', mensaje: 'Territorio eliminado con éxito' });
    expect(await db.select().from(parcela).where(eq(parcela.parcelaId, p.parcela_id))).toEqual([]);
    expect(await db.select().from(servicio).where(eq(servicio.servicioId, s.servicio_id))).toEqual([]);
    expect(
      await db.select().from(archivoServicio).where(eq(archivoServicio.servicioId, s.servicio_id)),
    ).toEqual([]);
    expect(await t.ctx.storage.size(key)).toBeNull();
    expect((await api('DELETE', `parcela/1/${p.parcelarel_id}`)).statusCode).toBe(404);
    expect((await api('DELETE', 'parcela/1/x')).statusCode).toBe(400);
  });
});

describe('POST /servicio/registrar and PUT /servicio/{servicio_id}', () => {
  it('creates the service of a territory without one, and updates the live one otherwise', async () => {
    const p = (await api('POST', 'parcela/registrar', { ...territorio, cp_id: 2 })).json();
    const created = await api('POST', 'servicio/registrar', {
      tipo_servicio: 'EDEB Sensores',
      parcela_id: p.parcelarel_id,
      cp_id: 2,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'success', mensaje: '¡Servicio registrado con éxito!' });
    const id = created.json().servicio_id;
    const again = await api('POST', 'servicio/registrar', {
      tipo_servicio: 'EDEB Full',
      parcela_id: p.parcelarel_id,
      cp_id: 2,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().servicio_id).toBe(id);
    const rows = await db.select().from(servicio).where(eq(servicio.parcelaId, p.parcela_id));
    expect(rows.map((r) => r.tipoServicio)).toEqual(['EDEB Full']);
  });

  it('answers 404 for a territory that does not exist and 400 for an unknown type', async () => {
    expect(
      (
        await api('POST', 'servicio/registrar', { tipo_servicio: 'EDEB Full', parcela_id: 99, cp_id: 1 })
      ).json().mensaje,
    ).toBe('El territorio ingresado no existe');
    expect(
      (await api('POST', 'servicio/registrar', { tipo_servicio: 'EDEB Premium', parcela_id: 1, cp_id: 1 }))
        .statusCode,
    ).toBe(400);
  });

  it('changes the type of a service of the named territory only', async () => {
    const ok = await api('PUT', 'servicio/2', { tipo_servicio: 'EDEB Full', parcela_id: 2, cp_id: 1 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().servicio[0]).toMatchObject({
      servicio_id: 2,
      tipo_servicio: 'EDEB Full',
      territorio: '1-T-002',
    });
    const wrong = await api('PUT', 'servicio/2', { tipo_servicio: 'EDEB Foliar', parcela_id: 1, cp_id: 2 });
    expect(wrong.statusCode).toBe(400);
    const [s] = await db.select().from(servicio).where(eq(servicio.servicioId, 2));
    expect(s!.tipoServicio).toBe('EDEB Full');
    expect(
      (await api('PUT', 'servicio/999', { tipo_servicio: 'EDEB Full', parcela_id: 2, cp_id: 1 })).statusCode,
    ).toBe(404);
  });

  it('answers 400, never 500, for ids beyond what the database holds', async () => {
    const big = 2147483648;
    for (const [method, url, body] of [
      ['POST', 'servicio/registrar', { tipo_servicio: 'EDEB Full', parcela_id: big, cp_id: 1 }],
      ['POST', 'servicio/registrar', { tipo_servicio: 'EDEB Full', parcela_id: 1, cp_id: big }],
      ['PUT', `servicio/${big}`, { tipo_servicio: 'EDEB Full', parcela_id: 2, cp_id: 1 }],
      ['PUT', 'servicio/2', { tipo_servicio: 'EDEB Full', parcela_id: big, cp_id: 1 }],
    ] as const) {
      const res = await api(method, url, body);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
    }
  });
});

describe('CP → territory → service → employee through the API, read back', () => {
  it("creates each and reads it back through the screens' calls", async () => {
    const cp = await api('POST', 'cp/registrar', {
      datos: {
        nombre: 'Hortalizas del Sur Ltda.',
        rut: '77.123.450-k',
        email: 'hortalizas@sur.cl',
        telefono: '987651234',
        direccion: 'Ruta 5 Sur km 680',
        region: 'X Los Lagos',
        ciudad: 'Osorno',
      },
      banco: {
        rut: '77.123.450-k',
        email_bancario: 'pagos@sur.cl',
        banco: 'Banco Security',
        tipo_cuenta: 'Vista',
        numero_cuenta: '99887766',
      },
      contacto: {
        nombre: 'Ema',
        apellido: 'Ríos',
        email: 'erios@sur.cl',
        telefono: '911223344',
        cargo: 'Dueña',
      },
      contactoSecundario: {
        nombre: 'Iván',
        apellido: 'Mora',
        email: 'imora@sur.cl',
        telefono: '944332211',
        cargo: 'Contador',
      },
      confirmacionDatos: true,
    });
    expect(cp.statusCode, cp.body).toBe(201);
    const cpId = cp.json().cp_id;
    const p = (
      await api('POST', 'parcela/registrar', {
        ...territorio,
        cp_id: cpId,
        region: 'X Los Lagos',
        ciudad: 'Osorno',
      })
    ).json();
    expect(p.parcelarel_id).toBe(1);
    const s = (
      await api('POST', 'servicio/registrar', {
        tipo_servicio: 'EDEB Foliar',
        parcela_id: p.parcelarel_id,
        cp_id: cpId,
      })
    ).json();
    const e = await api('POST', 'empleado/registrar', {
      nombre: 'Nora',
      apellido: 'Paredes',
      rut: '13.579.246-2',
      telefono: '+56955554444',
      cargo: 'Capataz',
      email: 'nparedes@sur.cl',
      cp_id: cpId,
      idTerritorio: `${cpId}-T-001`,
    });
    expect(e.statusCode, e.body).toBe(201);

    expect((await get(`cp/listar/${cpId}`)).cp[0]).toMatchObject({
      nombre: 'Hortalizas del Sur Ltda.',
      telefono: '+56987651234',
      region: 'X Los Lagos',
    });
    expect((await get(`cp/all/listar?campo=nombre&q=hortalizas`)).clientes[0].cp_id).toBe(cpId);
    expect((await get(`parcela/cp/${cpId}`)).parcelas[0]).toMatchObject({
      nombre: 'Fundo La Esperanza',
      parcelarel_id: 1,
    });
    expect((await get(`parcela/id/1/${cpId}`)).parcela[0]).toMatchObject({ nombre: 'Fundo La Esperanza' });
    expect((await get(`servicio/${p.parcela_id}`)).servicio[0]).toMatchObject({
      servicio_id: s.servicio_id,
      tipo_servicio: 'EDEB Foliar',
    });
    expect(
      (await get(`servicio/all/listar?campo=servicio_id&q=${s.servicio_id}`)).servicios[0].territorio,
    ).toBe(`${cpId}-T-001`);
    const empleados = (await get(`empleado/cp/${cpId}`)).empleados;
    expect(empleados).toHaveLength(1);
    expect(empleados[0]).toMatchObject({ nombre: 'Nora', empleadorel_id: 1 });
    expect(
      (await get(`parcela/empleado/1/${cpId}`)).empleados.map((x: { nombre: string }) => x.nombre),
    ).toEqual(['Nora']);
    expect(
      (await get('usuario/listar?campo=email&q=sur.cl')).usuarios.map(
        (u: { email: string; nom_empresa: string }) => [u.email, u.nom_empresa],
      ),
    ).toEqual([
      ['hortalizas@sur.cl', 'Hortalizas del Sur Ltda.'],
      ['nparedes@sur.cl', 'Hortalizas del Sur Ltda.'],
    ]);
  });
});
