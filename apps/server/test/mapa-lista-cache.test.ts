// The map list keeps its simplified boundaries per row version (docs/decisions/024): a saved, edited,
// removed or restored boundary shows in the next list at once, in this process and in another one
// sharing the database, and the kept boundaries never cross companies.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { cpFixtures } from './cp-fixtures.ts';
import { buildTestApp } from './helpers.ts';

const t = await buildTestApp();
const f = await cpFixtures(t);
const parcelas = (await f.cliente.get(`parcela/cp/${f.cp1}`)).json().parcelas as { parcela_id: number }[];
const [peumo, aromos] = parcelas.map((p) => p.parcela_id);

// A second process: its own application and cache; on PostgreSQL its own connections too (the
// embedded database has one connection, so both share it).
const url = t.ctx.config.databaseUrl;
const otraDb = url?.startsWith('postgres') ? await openDatabase(url, t.dataDir) : null;
const ctxB = { ...t.ctx, database: otraDb ?? t.ctx.database };
const appB = await buildApp(ctxB);
afterAll(async () => {
  await appB.close();
  await otraDb?.close();
});

type Lista = {
  parcela_id: number;
  cp_id: number;
  limite: { geometria: { coordinates: number[][][] } } | null;
}[];

const listaDe = async (app: typeof t.app, cookie: string, query = '') => {
  const res = await app.inject({ url: `/api/v1/mapa/territorios${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().territorios as Lista;
};
const anillo = async (app: typeof t.app, id: number) =>
  (await listaDe(app, f.cliente.cookie)).find((x) => x.parcela_id === id)!.limite?.geometria.coordinates[0] ??
  null;

// A square of `lado` metres near Talca, its first vertex at (lon, lat).
function cuadrado(lado: number, lon0 = -71.6, lat0 = -35.4): number[][] {
  // Rounded as the list rounds, so a square (kept whole) compares equal.
  const r = (v: number) => Math.round(v * 1e6) / 1e6;
  const [lon, lat] = [r(lon0), r(lat0)];
  const dLat = r(lado / 111_320);
  const dLon = r(lado / (111_320 * Math.cos((lat * Math.PI) / 180)));
  return [
    [lon, lat],
    [r(lon + dLon), lat],
    [r(lon + dLon), r(lat + dLat)],
    [lon, r(lat + dLat)],
    [lon, lat],
  ];
}
const guardar = (id: number, ring: number[][]) =>
  f.cliente.req('PUT', `mapa/limite/${id}`, { geometria: { type: 'Polygon', coordinates: [ring] } });

describe('GET mapa/territorios keeps its simplified boundaries per row version', () => {
  // The server's clock stands still: every write below has the same `actualizado`, so only the
  // row's version in the database tells them apart.
  t.setNow(new Date('2026-11-27T12:00:00Z'));

  it('a saved, edited, removed and restored boundary shows in the next list of both processes', async () => {
    const a = cuadrado(200);
    const b = cuadrado(260);
    expect((await guardar(peumo!, a)).statusCode).toBe(200);
    expect(await anillo(t.app, peumo!)).toEqual(a);
    expect(await anillo(appB, peumo!)).toEqual(a);

    // Edited on this process: the other one, which kept the old outline, sees the new one.
    expect((await guardar(peumo!, b)).statusCode).toBe(200);
    expect(await anillo(appB, peumo!)).toEqual(b);
    expect(await anillo(t.app, peumo!)).toEqual(b);

    // Removed through the other process.
    const del = await appB.inject({
      method: 'DELETE',
      url: `/api/v1/mapa/limite/${peumo}`,
      headers: { cookie: f.cliente.cookie },
    });
    expect(del.statusCode).toBe(200);
    expect(await anillo(t.app, peumo!)).toBeNull();
    expect(await anillo(appB, peumo!)).toBeNull();

    // Restored: the removed boundary is back, on both.
    expect((await f.cliente.req('POST', `mapa/limite/${peumo}/anterior`)).statusCode).toBe(200);
    expect(await anillo(appB, peumo!)).toEqual(b);
    expect(await anillo(t.app, peumo!)).toEqual(b);

    // Saved again with the same outline as before, then restored to the other one: each version shows.
    expect((await guardar(peumo!, a)).statusCode).toBe(200);
    expect(await anillo(t.app, peumo!)).toEqual(a);
    expect((await f.cliente.req('POST', `mapa/limite/${peumo}/anterior`)).statusCode).toBe(200);
    expect(await anillo(t.app, peumo!)).toEqual(b);
    expect(await anillo(appB, peumo!)).toEqual(b);
  });

  it('concurrent lists on a cold process agree with a warm one', async () => {
    expect((await guardar(aromos!, cuadrado(300, -71.7, -35.5))).statusCode).toBe(200);
    const frias = await Promise.all(Array.from({ length: 5 }, () => listaDe(appB, f.cliente.cookie)));
    const tibia = await listaDe(t.app, f.cliente.cookie);
    for (const l of frias) expect(l).toEqual(tibia);
  });

  it('a cold list of more boundaries than one batch, written by plain SQL, lists them all; an SQL edit shows', async () => {
    const { db } = t.ctx.database;
    const n = 230;
    const { rows } = (await db.execute(sql`
      insert into parcela (cp_id, parcelarel_id, nombre, region, ciudad, direccion_ref, coord_x, coord_y, extension)
      select ${f.cp2}, 5000 + g, 'Lote ' || g, 'VII Maule', 'Talca', 'Camino ' || g, -35.4, -71.6 + g / 1000.0, 40000
      from generate_series(1, ${n}) g order by g
      returning parcela_id`)) as unknown as { rows: { parcela_id: number }[] };
    const ids = rows.map((r) => Number(r.parcela_id));
    const anillos = new Map(ids.map((id, i) => [id, cuadrado(100 + i, -71.6 + (i + 1) / 1000)]));
    for (const id of ids) {
      const ring = anillos.get(id)!;
      await db.execute(sql`
        insert into parcela_limite (parcela_id, geometria, area_m2, centro_lat, centro_lon,
          bbox_oeste, bbox_sur, bbox_este, bbox_norte, origen)
        values (${id}, ${JSON.stringify({ type: 'Polygon', coordinates: [ring] })}::jsonb, 1, ${ring[0]![1]},
          ${ring[0]![0]}, ${ring[0]![0]}, ${ring[0]![1]}, ${ring[2]![0]}, ${ring[2]![1]}, 'geojson')`);
    }
    const lista = await listaDe(appB, f.cliente2.cookie);
    for (const id of ids)
      expect(lista.find((x) => x.parcela_id === id)?.limite?.geometria.coordinates[0]).toEqual(
        anillos.get(id),
      );

    const [primero] = ids;
    const nuevo = cuadrado(50, -71.6 + 1 / 1000);
    await db.execute(sql`update parcela_limite
      set geometria = ${JSON.stringify({ type: 'Polygon', coordinates: [nuevo] })}::jsonb
      where parcela_id = ${primero}`);
    const otra = await listaDe(appB, f.cliente2.cookie);
    expect(otra.find((x) => x.parcela_id === primero)?.limite?.geometria.coordinates[0]).toEqual(nuevo);
  });

  it('tenancy is unchanged: a company sees only its own territories, whatever the process kept', async () => {
    const admin = await listaDe(t.app, f.admin.cookie);
    expect(admin.some((x) => x.cp_id === f.cp2)).toBe(true);
    for (const app of [t.app, appB]) {
      const otra = await listaDe(app, f.cliente2.cookie);
      expect(otra.length).toBeGreaterThan(0);
      expect(otra.every((x) => x.cp_id === f.cp2)).toBe(true);
      const res = await app.inject({
        url: `/api/v1/mapa/territorios?cp_id=${f.cp1}`,
        headers: { cookie: f.cliente2.cookie },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
