import { describe, expect, it } from 'vitest';
import { decimalesPara, simplificar, toleranciaLista } from '../src/modules/mapa/simplificar.ts';
import { cpFixtures } from './cp-fixtures.ts';
import { buildTestApp } from './helpers.ts';

const t = await buildTestApp();
const f = await cpFixtures(t);
const [peumo] = (
  (await f.cliente.get(`parcela/cp/${f.cp1}`)).json().parcelas as { parcela_id: number }[]
).map((p) => p.parcela_id);

const M = 111_320;
// A GPS-walked field: a 300 m square near Curicó, 400 vertices along its edges with ±1 m of noise.
function caminado(): number[][] {
  const [lon0, lat0] = [-71.2, -35.0];
  const kx = M * Math.cos((lat0 * Math.PI) / 180);
  const esquinas = [
    [0, 0],
    [300, 0],
    [300, 300],
    [0, 300],
  ];
  const pts: number[][] = [];
  let s = 7;
  const ruido = () => ((s = (s * 16807) % 2147483647) / 2147483647 - 0.5) * 2;
  for (let e = 0; e < 4; e++) {
    const [ax, ay] = esquinas[e]!;
    const [bx, by] = esquinas[(e + 1) % 4]!;
    for (let i = 0; i < 100; i++) {
      const x = ax! + ((bx! - ax!) * i) / 100 + (i ? ruido() : 0);
      const y = ay! + ((by! - ay!) * i) / 100 + (i ? ruido() : 0);
      pts.push([lon0 + x / kx, lat0 + y / M]);
    }
  }
  pts.push(pts[0]!);
  return pts;
}

// Metres from p to the closest edge of a ring (planar, around the ring's latitude).
function distancia(p: number[], ring: number[][]): number {
  const kx = M * Math.cos((p[1]! * Math.PI) / 180);
  let min = Infinity;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [ax, ay] = [ring[i]![0]! * kx, ring[i]![1]! * M];
    const [bx, by] = [ring[i + 1]![0]! * kx, ring[i + 1]![1]! * M];
    const [px, py] = [p[0]! * kx, p[1]! * M];
    const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
    const u = len2 ? Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / len2)) : 0;
    min = Math.min(min, Math.hypot(px - ax - u * (bx - ax), py - ay - u * (by - ay)));
  }
  return min;
}

describe('GET mapa/territorios: boundaries simplified to what the map shows', () => {
  it('the list sends fewer vertices, each original one within the tolerance; one territory keeps them all', async () => {
    const ring = caminado();
    const put = await f.cliente.req('PUT', `mapa/limite/${peumo}`, {
      geometria: { type: 'Polygon', coordinates: [ring] },
    });
    expect(put.statusCode).toBe(200);

    const lista = (await f.cliente.get('mapa/territorios')).json().territorios as {
      parcela_id: number;
      lat: number;
      lon: number;
      limite: { geometria: { coordinates: number[][][] }; area_m2: number; bbox: number[] } | null;
    }[];
    const enLista = lista.find((x) => x.parcela_id === peumo)!.limite!;
    const simple = enLista.geometria.coordinates[0]!;
    expect(simple.length).toBeGreaterThanOrEqual(4);
    expect(simple.length).toBeLessThan(ring.length / 4);
    expect(simple[0]).toEqual(simple[simple.length - 1]);
    // The same tolerance the server derived from the list's extent, plus the rounding.
    const lons = lista.flatMap((x) => (x.limite ? [x.limite.bbox[0]!, x.limite.bbox[2]!] : [x.lon]));
    const lats = lista.flatMap((x) => (x.limite ? [x.limite.bbox[1]!, x.limite.bbox[3]!] : [x.lat]));
    const tol = toleranciaLista([Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)]);
    const redondeo = (10 ** -decimalesPara(tol) * M) / 2;
    for (const p of ring) expect(distancia(p, simple)).toBeLessThanOrEqual(tol + 2 * redondeo);
    // Area and box are the stored ones (of the exact boundary).
    const exacto = (await f.cliente.get(`mapa/territorio/${peumo}`)).json().territorio.limite;
    expect(exacto.geometria.coordinates[0]).toEqual(ring);
    expect(enLista.area_m2).toBe(exacto.area_m2);
  });

  it('a boundary smaller than the tolerance still draws as a triangle', () => {
    const tiny = [
      [-71.2, -35.0],
      [-71.20001, -35.0],
      [-71.20001, -35.00001],
      [-71.200005, -35.000012],
      [-71.2, -35.00001],
      [-71.2, -35.0],
    ];
    const out = simplificar({ type: 'MultiPolygon', coordinates: [[tiny]] }, 50);
    const r = out.type === 'MultiPolygon' ? out.coordinates[0]![0]! : [];
    expect(r.length).toBe(4);
    expect(new Set(r.slice(0, 3).map((p) => p.join())).size).toBe(3);
  });
});
