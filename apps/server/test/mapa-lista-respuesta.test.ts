// The map list is kept as sent while the rows it was made from stay the same (docs/decisions/025):
// a write to any of them, by this process, another one or plain SQL, shows in the next list; a client
// holding the answer gets 304; the kept bytes never cross callers.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import type { Actor } from '../src/lib/actor.ts';
import { alcanceLista } from '../src/modules/mapa/service.ts';
import { cpFixtures } from './cp-fixtures.ts';
import { buildTestApp } from './helpers.ts';

const t = await buildTestApp();
const f = await cpFixtures(t);
const { db } = t.ctx.database;

const url = t.ctx.config.databaseUrl;
const otraDb = url?.startsWith('postgres') ? await openDatabase(url, t.dataDir) : null;
const appB = await buildApp({ ...t.ctx, database: otraDb ?? t.ctx.database });
afterAll(async () => {
  await appB.close();
  await otraDb?.close();
});

interface Fila {
  parcela_id: number;
  cp_id: number;
  nombre: string;
  nombre_empresa: string;
  servicio_id: number | null;
  tipo_servicio: string | null;
  ultimo_informe: string | null;
  ultima_imagen: { nombre: string } | null;
}

const pedir = (app: typeof t.app, cookie: string, headers: Record<string, string> = {}) =>
  app.inject({ url: '/api/v1/mapa/territorios', headers: { cookie, ...headers } });
const lista = async (cookie = f.cliente.cookie, app = t.app) => {
  const res = await pedir(app, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().territorios as Fila[];
};
const filas = async <T>(q: ReturnType<typeof sql>) => (await db.execute(q)) as unknown as { rows: T[] };

// A territory of the first company with a live service, for the writes below.
const [conServicio] = (await lista()).filter((x) => x.servicio_id !== null);
const id = conServicio!.parcela_id;
const servicioId = conServicio!.servicio_id!;
const de = async (app = t.app) => (await lista(f.cliente.cookie, app)).find((x) => x.parcela_id === id)!;

describe('GET mapa/territorios answers what it kept while its rows stay the same', () => {
  it('sends the same bytes and an ETag, and 304 with no body to a client that holds them', async () => {
    const a = await pedir(t.app, f.cliente.cookie);
    const b = await pedir(t.app, f.cliente.cookie);
    expect(b.body).toBe(a.body);
    const etag = a.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(b.headers.etag).toBe(etag);
    expect(a.headers['cache-control']).toBe('private, no-cache');
    // The same answer from the other process carries the same tag: it names the bytes.
    expect((await pedir(appB, f.cliente.cookie)).headers.etag).toBe(etag);

    const revalidada = await pedir(t.app, f.cliente.cookie, { 'if-none-match': etag });
    expect(revalidada.statusCode).toBe(304);
    expect(revalidada.body).toBe('');
    const otra = await pedir(t.app, f.cliente.cookie, { 'if-none-match': 'W/"otra"' });
    expect(otra.statusCode).toBe(200);
    expect(otra.body).toBe(a.body);
  });

  it('compresses the kept answer as the client accepts, to the same JSON', async () => {
    const plano = (await pedir(t.app, f.cliente.cookie)).body;
    expect(plano.length).toBeGreaterThan(1024);
    const br = await pedir(t.app, f.cliente.cookie, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plano);
    const gz = await pedir(t.app, f.cliente.cookie, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plano);
    const identidad = await pedir(t.app, f.cliente.cookie, { 'accept-encoding': 'identity' });
    expect(identidad.headers['content-encoding']).toBeUndefined();
    expect(identidad.body).toBe(plano);
  });

  it('a territory or company renamed by plain SQL shows in the next list of both processes', async () => {
    await lista(f.cliente.cookie, appB);
    await db.execute(sql`update parcela set nombre = 'Lote renombrado' where parcela_id = ${id}`);
    expect((await de()).nombre).toBe('Lote renombrado');
    expect((await de(appB)).nombre).toBe('Lote renombrado');
    await db.execute(sql`update cliente_principal set nombre = 'Empresa renombrada' where cp_id = ${f.cp1}`);
    expect((await de(appB)).nombre_empresa).toBe('Empresa renombrada');
    expect((await de()).nombre_empresa).toBe('Empresa renombrada');
  });

  it('a service changed, a period and an image added or removed show in the next list', async () => {
    await db.execute(
      sql`update servicio set tipo_servicio = 'EDEB Sensores' where servicio_id = ${servicioId}`,
    );
    expect((await de()).tipo_servicio).toBe('EDEB Sensores');

    const { rows } = await filas<{ carga_id: number }>(sql`
      insert into carga (servicio_id, grupo, inicio, termino)
      values (${servicioId}, 'edeb', '2031-03-03', '2031-03-09') returning carga_id`);
    const cargaId = Number(rows[0]!.carga_id);
    expect((await de()).ultimo_informe).toBe('2031-03-09');
    expect((await de(appB)).ultimo_informe).toBe('2031-03-09');

    await db.execute(sql`
      insert into archivo_servicio (carga_id, servicio_id, tipo_subida, campo, nombre, extension,
        nombre_original, mime, tamano, storage_key)
      values (${cargaId}, ${servicioId}, 'edeb_img_semanal', 'foliar', 'kept-list-test.png', 'png',
        'foliar.png', 'image/png', 10, 'kept-list-test.png')`);
    expect((await de()).ultima_imagen?.nombre).toBe('kept-list-test.png');

    await db.execute(sql`delete from archivo_servicio where nombre = 'kept-list-test.png'`);
    expect((await de()).ultima_imagen?.nombre).not.toBe('kept-list-test.png');
    await db.execute(sql`delete from carga where carga_id = ${cargaId}`);
    expect((await de(appB)).ultimo_informe).not.toBe('2031-03-09');
    expect((await de()).ultimo_informe).not.toBe('2031-03-09');
  });

  it('a territory removed by plain SQL leaves the next list', async () => {
    const { rows } = await filas<{ parcela_id: number }>(sql`
      insert into parcela (cp_id, parcelarel_id, nombre, region, ciudad, direccion_ref, coord_x, coord_y, extension)
      values (${f.cp1}, 9901, 'Lote efímero', 'VII Maule', 'Talca', 'Camino 1', -35.4, -71.6, 100)
      returning parcela_id`);
    const nuevo = Number(rows[0]!.parcela_id);
    expect((await lista()).some((x) => x.parcela_id === nuevo)).toBe(true);
    await db.execute(sql`delete from parcela where parcela_id = ${nuevo}`);
    expect((await lista()).some((x) => x.parcela_id === nuevo)).toBe(false);
    expect((await lista(f.cliente.cookie, appB)).some((x) => x.parcela_id === nuevo)).toBe(false);
  });

  it('each caller gets its own list: companies, staff filters and an employee never share a kept answer', async () => {
    const propia = await lista(f.cliente.cookie);
    const otra = await lista(f.cliente2.cookie);
    expect(propia.every((x) => x.cp_id === f.cp1)).toBe(true);
    expect(otra.length).toBeGreaterThan(0);
    expect(otra.every((x) => x.cp_id === f.cp2)).toBe(true);

    const todas = await lista(f.admin.cookie);
    expect(new Set(todas.map((x) => x.cp_id)).size).toBeGreaterThan(1);
    const filtrada = await t.app.inject({
      url: `/api/v1/mapa/territorios?cp_id=${f.cp2}`,
      headers: { cookie: f.admin.cookie },
    });
    expect((filtrada.json().territorios as Fila[]).every((x) => x.cp_id === f.cp2)).toBe(true);

    // The employee sees its linked territories only, and a new link shows at once.
    const vinculadas = async () =>
      new Set(
        (
          await filas<{ parcela_id: number }>(sql`
            select ep.parcela_id from empleado_parcela ep join empleado e on e.empleado_id = ep.empleado_id
            join usuario u on u.usuario_id = e.usuario_id where u.email = 'empleado@agrodemo.cl'`)
        ).rows.map((r) => Number(r.parcela_id)),
      );
    const antes = await vinculadas();
    expect(antes.size).toBeGreaterThan(0);
    expect(new Set((await lista(f.empleado.cookie)).map((x) => x.parcela_id))).toEqual(antes);
    const libre = propia.find((x) => !antes.has(x.parcela_id))!;
    await db.execute(sql`
      insert into empleado_parcela (empleado_id, parcela_id)
      select e.empleado_id, ${libre.parcela_id} from empleado e join usuario u on u.usuario_id = e.usuario_id
      where u.email = 'empleado@agrodemo.cl'`);
    const despues = new Set((await lista(f.empleado.cookie)).map((x) => x.parcela_id));
    expect(despues).toEqual(new Set([...antes, libre.parcela_id]));
  });

  // Territories written in one transaction share their versions, so two employees with as many links
  // can have equal fingerprints: the key must tell their lists apart by itself.
  it('keys a kept list by the set of territories its caller sees', () => {
    const firma = { usuarioId: 1, email: 'e@x.cl', sesionId: 1 };
    const empleado = (parcelaIds: number[]): Actor => ({
      ...firma,
      role: 'Empleado',
      empleadoId: 1,
      cpId: 1,
      parcelaIds,
    });
    const claves = [
      alcanceLista(empleado([1, 2]), {}),
      alcanceLista(empleado([1, 3]), {}),
      alcanceLista({ ...firma, role: 'Cliente Principal', cpId: 1 }, {}),
      alcanceLista({ ...firma, role: 'Cliente Principal', cpId: 2 }, {}),
      alcanceLista({ ...firma, role: 'Admin', adminId: 1 }, {}),
      alcanceLista({ ...firma, role: 'Admin', adminId: 1 }, { cp_id: 1, tipo_servicio: 'EDEB Full' }),
    ].map((a) => a.clave);
    expect(new Set(claves).size).toBe(claves.length);
    // Staff filtering one company and that company's own client see the same rows: one kept answer.
    expect(alcanceLista({ ...firma, role: 'Admin', adminId: 1 }, { cp_id: 2 }).clave).toBe(claves[3]);
  });
});
