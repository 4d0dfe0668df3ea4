import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { difiereDeExtension } from '@agro/domain/limites';
import { MSG_MAPA } from '@agro/domain/messages-mapa';
import { cpFixtures, multipart, PNG_1PX } from './cp-fixtures.ts';
import { buildTestApp } from './helpers.ts';

const t = await buildTestApp();
const f = await cpFixtures(t);
const { cp1, cp2 } = f;

const idsDe = async (cp: number) =>
  (
    (await f.admin.get(`parcela/cp/${cp}`)).json().parcelas as { parcela_id: number; parcelarel_id: number }[]
  ).map((p) => p.parcela_id);
const [peumo, aromos, clemente] = await idsDe(cp1);
const [robles] = await idsDe(cp2);

// A 0.01° × 0.01° cell near Curicó. On a sphere of radius R the area between two meridians and two
// parallels is R² · Δλ · |sin φ1 − sin φ2| (exact); R is the WGS84 equatorial radius turf also uses.
const [W, E, S, N] = [-71.2, -71.19, -35.01, -35.0];
const R = 6_378_137;
const rad = (d: number) => (d * Math.PI) / 180;
const AREA_REFERENCIA = R * R * rad(E - W) * Math.abs(Math.sin(rad(N)) - Math.sin(rad(S)));
const cuadro = [
  [W, S],
  [E, S],
  [E, N],
  [W, N],
  [W, S],
];

const geojson = (coords: number[][], type = 'Polygon') =>
  Buffer.from(
    JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { name: 'Cuartel' }, geometry: { type, coordinates: [coords] } },
      ],
    }),
  );
const kml = (coords: number[][], extra = '') =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Fundo</name>
<Polygon><outerBoundaryIs><LinearRing><coordinates>${coords.map(([x, y]) => `${x},${y},0`).join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon>
</Placemark>${extra}</Document></kml>`);
const subir = (who: typeof f.cliente, parcelaId: number, name: string, data: Buffer) =>
  who.upload(`mapa/limite/${parcelaId}/archivo`, multipart('file0', name, data));

// First, while the seeded boundaries are untouched.
describe('demo data and configuration', () => {
  it('seeds a boundary per demo territory, two of them more than 10 % off the declared extension', async () => {
    const res = await f.admin.get('mapa/territorios');
    const territorios = res.json().territorios as {
      extension: number;
      limite: { area_m2: number } | null;
      ultimo_informe: string | null;
      ultima_imagen: { nombre: string; extension: string } | null;
    }[];
    expect(territorios).toHaveLength(4);
    expect(territorios.every((x) => x.limite)).toBe(true);
    expect(territorios.filter((x) => difiereDeExtension(x.limite!.area_m2, x.extension))).toHaveLength(2);
    expect(territorios.every((x) => x.ultimo_informe && x.ultima_imagen)).toBe(true);
  });

  it('serves the latest image only to callers who see the territory', async () => {
    const [t1] = (await f.cliente.get('mapa/territorios')).json().territorios;
    const img = `descargar/servicios/${t1.ultima_imagen.nombre}.${t1.ultima_imagen.extension}?inline=1`;
    expect((await f.cliente.get(img)).statusCode).toBe(200);
    expect((await f.cliente2.get(img)).statusCode).toBe(404);
  });

  it('answers the offline base layer when MAP_TILES_URL is not set', async () => {
    expect((await f.cliente.get('config/mapa')).json()).toEqual({
      status: 'success',
      mapa: { tiles_url: null, tiles_attribution: '' },
    });
    expect((await f.anon.get('config/mapa')).statusCode).toBe(401);
  });
});

describe('boundary upload', () => {
  it('accepts a GeoJSON polygon and computes its area within 1 % of the exact one, and its centroid', async () => {
    const res = await subir(f.cliente, peumo!, 'cuartel.geojson', geojson(cuadro));
    expect(res.statusCode).toBe(200);
    const { limite, mensaje } = res.json();
    expect(mensaje).toBe(MSG_MAPA.limiteGuardado);
    expect(limite.origen).toBe('geojson');
    expect(Math.abs(limite.area_m2 - AREA_REFERENCIA) / AREA_REFERENCIA).toBeLessThan(0.01);
    expect(limite.centroide.lat).toBeCloseTo(-35.005, 4);
    expect(limite.centroide.lon).toBeCloseTo(-71.195, 4);
    expect(limite.bbox).toEqual([W, S, E, N]);
    const mapa = (await f.cliente.get(`mapa/territorio/${peumo}`)).json().territorio;
    expect(mapa.limite.geometria).toEqual({ type: 'Polygon', coordinates: [cuadro] });
  });

  it('accepts KML (altitudes dropped, pins ignored) and KMZ, replacing the previous boundary', async () => {
    const pin = '<Placemark><Point><coordinates>-71.195,-35.005,0</coordinates></Point></Placemark>';
    const k = await subir(f.admin, aromos!, 'fundo.kml', kml(cuadro, pin));
    expect(k.statusCode).toBe(200);
    expect(k.json().limite).toMatchObject({
      origen: 'kml',
      geometria: { type: 'Polygon', coordinates: [cuadro] },
    });

    const kmz = Buffer.from(
      zipSync({ 'doc.kml': new Uint8Array(kml(cuadro.map(([x, y]) => [x! + 0.01, y!]))) }),
    );
    const z = await subir(f.cliente, aromos!, 'fundo.kmz', kmz);
    expect(z.statusCode).toBe(200);
    expect(z.json().limite.origen).toBe('kmz');
    expect(z.json().limite.bbox[0]).toBeCloseTo(W + 0.01, 6);
  });

  it('accepts a drawn polygon and a multipolygon', async () => {
    const res = await f.cliente.req('PUT', `mapa/limite/${clemente}`, {
      geometria: { type: 'Polygon', coordinates: [cuadro] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().limite.origen).toBe('dibujo');
    const otro = cuadro.map(([x, y]) => [x! + 0.02, y!]);
    const multi = await f.admin.req('PUT', `mapa/limite/${clemente}`, {
      geometria: { type: 'MultiPolygon', coordinates: [[cuadro], [otro]] },
    });
    expect(multi.statusCode).toBe(200);
    expect(multi.json().limite.area_m2 / AREA_REFERENCIA).toBeCloseTo(2, 1);
  });

  it.each([
    ['an open ring', 'a.geojson', geojson(cuadro.slice(0, 4)), 400, MSG_MAPA.limiteAnilloAbierto],
    [
      'a self-intersecting ring',
      'b.geojson',
      geojson([
        [W, S],
        [E, N],
        [E, S],
        [W, N],
        [W, S],
      ]),
      400,
      MSG_MAPA.limiteAutointerseccion,
    ],
    [
      'a polygon outside Chile',
      'c.kml',
      kml(cuadro.map(([x, y]) => [x! + 13, y!])), // Buenos Aires
      400,
      MSG_MAPA.limiteFueraDeChile,
    ],
    ['a file that is not GeoJSON, KML or KMZ', 'd.geojson', PNG_1PX, 415, MSG_MAPA.limiteTipoArchivo],
    [
      'a KML without polygons',
      'e.kml',
      Buffer.from('<kml><Document></Document></kml>'),
      400,
      MSG_MAPA.limiteSinPoligono,
    ],
    ['broken JSON', 'f.geojson', Buffer.from('{"type": "FeatureCollection", '), 400, MSG_MAPA.limiteIlegible],
    [
      'a ZIP without KML',
      'g.kmz',
      Buffer.from(zipSync({ 'a.txt': new Uint8Array([1, 2]) })),
      400,
      MSG_MAPA.limiteIlegible,
    ],
    [
      'a file over 2 MB',
      'h.geojson',
      Buffer.concat([geojson(cuadro).subarray(0, -1), Buffer.alloc(2 * 1024 * 1024, ' '), Buffer.from('}')]),
      413,
      MSG_MAPA.limiteMuyGrande,
    ],
  ])('refuses %s with a Spanish message', async (_, name, data, status, mensaje) => {
    const res = await subir(f.cliente2, robles!, name, data);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ status: 'error', mensaje });
  });

  it('refuses a drawn ring with a crossing or outside Chile, and a non-polygon body', async () => {
    const cruz = await f.admin.req('PUT', `mapa/limite/${robles}`, {
      geometria: {
        type: 'Polygon',
        coordinates: [
          [
            [W, S],
            [E, N],
            [E, S],
            [W, N],
            [W, S],
          ],
        ],
      },
    });
    expect(cruz.json()).toEqual({ status: 'error', mensaje: MSG_MAPA.limiteAutointerseccion });
    const lejos = await f.admin.req('PUT', `mapa/limite/${robles}`, {
      geometria: { type: 'Polygon', coordinates: [cuadro.map(([x, y]) => [x!, y! + 30])] },
    });
    expect(lejos.json().mensaje).toBe(MSG_MAPA.limiteFueraDeChile);
    const punto = await f.admin.req('PUT', `mapa/limite/${robles}`, {
      geometria: { type: 'Point', coordinates: [W, S] },
    });
    expect(punto.statusCode).toBe(400);
  });
});

describe('tenancy of boundaries and map data', () => {
  it('lets only staff and the owning client change a boundary (404 for another company, 403 for employees)', async () => {
    const body = { geometria: { type: 'Polygon', coordinates: [cuadro] } };
    expect((await f.cliente2.req('PUT', `mapa/limite/${peumo}`, body)).statusCode).toBe(404);
    expect((await subir(f.cliente2, peumo!, 'x.geojson', geojson(cuadro))).statusCode).toBe(404);
    expect((await f.cliente2.req('DELETE', `mapa/limite/${peumo}`)).statusCode).toBe(404);
    expect((await f.empleado.req('PUT', `mapa/limite/${peumo}`, body)).statusCode).toBe(403);
    expect((await f.empleado.req('DELETE', `mapa/limite/${peumo}`)).statusCode).toBe(403);
    expect((await f.anon.req('PUT', `mapa/limite/${peumo}`, body)).statusCode).toBe(401);
    expect((await f.cliente.req('PUT', 'mapa/limite/999999', body)).statusCode).toBe(404);
  });

  it('deletes a boundary once; a second delete says there is none', async () => {
    const del = await f.cliente.req('DELETE', `mapa/limite/${clemente}`);
    expect(del.json()).toEqual({ status: 'success', mensaje: MSG_MAPA.limiteEliminado });
    expect((await f.cliente.get(`mapa/territorio/${clemente}`)).json().territorio.limite).toBeNull();
    const again = await f.cliente.req('DELETE', `mapa/limite/${clemente}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().mensaje).toBe(MSG_MAPA.limiteNoExiste);
  });

  it('shows a client its company, an employee its linked territories and staff everything, filterable', async () => {
    const ids = (res: { json(): { territorios: { parcela_id: number }[] } }) =>
      res.json().territorios.map((x) => x.parcela_id);
    expect(ids(await f.cliente.get('mapa/territorios'))).toEqual([peumo, aromos, clemente]);
    expect(ids(await f.cliente.get(`mapa/territorios?cp_id=${cp1}`))).toEqual([peumo, aromos, clemente]);
    expect((await f.cliente.get(`mapa/territorios?cp_id=${cp2}`)).statusCode).toBe(403);
    expect(ids(await f.cliente2.get('mapa/territorios'))).toEqual([robles]);
    expect(ids(await f.empleado.get('mapa/territorios'))).toEqual([peumo, aromos]);
    expect(ids(await f.admin.get('mapa/territorios'))).toEqual([peumo, aromos, clemente, robles]);
    expect(ids(await f.admin.get(`mapa/territorios?cp_id=${cp2}`))).toEqual([robles]);
    expect(ids(await f.admin.get('mapa/territorios?tipo_servicio=EDEB%20Foliar'))).toEqual([aromos, robles]);
    expect((await f.admin.get('mapa/territorios?tipo_servicio=Otro')).statusCode).toBe(400);
    expect((await f.anon.get('mapa/territorios')).statusCode).toBe(401);
  });

  it('answers 404 for one territory the caller may not see', async () => {
    expect((await f.cliente2.get(`mapa/territorio/${peumo}`)).statusCode).toBe(404);
    expect((await f.cliente.get(`mapa/territorio/${robles}`)).statusCode).toBe(404);
    expect((await f.empleado.get(`mapa/territorio/${clemente}`)).statusCode).toBe(404);
    expect((await f.empleado.get(`mapa/territorio/${peumo}`)).statusCode).toBe(200);
    expect((await f.admin.get(`mapa/territorio/${robles}`)).statusCode).toBe(200);
  });
});
