import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG_MAPA } from '@agro/domain/messages-mapa';
import { parcela, parcelaLimite } from '../src/db/schema/index.ts';
import { cpFixtures, multipart } from './cp-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import { storedKeys } from './reportes-helpers.ts';

const t = await buildTestApp();
const f = await cpFixtures(t);
const ids = ((await f.admin.get(`parcela/cp/${f.cp1}`)).json().parcelas as { parcela_id: number }[]).map(
  (p) => p.parcela_id,
);
const [peumo, aromos, clemente] = ids as [number, number, number];

// A 0.01° × 0.01° cell near Curicó (about 1 010 000 m²).
const [W, E, S, N] = [-71.2, -71.19, -35.01, -35.0];
const cuadro = [
  [W, S],
  [E, S],
  [E, N],
  [W, N],
  [W, S],
];
const geojson = (coords: number[][]) =>
  Buffer.from(
    JSON.stringify({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [coords] } }),
  );

const previa = (who: typeof f.cliente, parcelaId: number, name: string, data: Buffer) =>
  who.upload(`mapa/limite/${parcelaId}/previa`, multipart('file0', name, data));
const subir = (who: typeof f.cliente, parcelaId: number, name: string, data: Buffer) =>
  who.upload(`mapa/limite/${parcelaId}/archivo`, multipart('file0', name, data));
const restaurar = (who: typeof f.cliente, parcelaId: number) =>
  who.req('POST', `mapa/limite/${parcelaId}/anterior`);
const territorio = async (parcelaId: number) =>
  (await f.cliente.get(`mapa/territorio/${parcelaId}`)).json().territorio;

describe('boundary preview (POST mapa/limite/:id/previa)', () => {
  it('answers the outline, area and difference to the declared extension, and stores nothing', async () => {
    const antes = await territorio(peumo);
    const [fila] = await t.ctx.database.db
      .select({ extension: parcela.extension })
      .from(parcela)
      .where(eq(parcela.parcelaId, peumo));
    const extension = fila!.extension;
    const res = await previa(f.cliente, peumo, 'cuartel.geojson', geojson(cuadro));
    expect(res.statusCode).toBe(200);
    const p = res.json().previa;
    expect(p.geometria).toEqual({ type: 'Polygon', coordinates: [cuadro] });
    expect(p.origen).toBe('geojson');
    expect(p.bbox).toEqual([W, S, E, N]);
    expect(p.area_m2).toBeGreaterThan(1_000_000);
    expect(p.extension).toBe(extension);
    expect(p.diferencia_m2).toBeCloseTo(p.area_m2 - extension, 6);
    expect(p.diferencia_pct).toBeCloseTo(((p.area_m2 - extension) / extension) * 100, 6);
    expect(p).not.toHaveProperty('actualizado');

    const despues = await territorio(peumo);
    expect(despues.limite).toEqual(antes.limite);
    expect(despues.limite_anterior).toBeNull();
    expect(await storedKeys(t, 'limites-tmp')).toEqual([]);
  });

  it('refuses what an upload refuses, with the same Spanish messages', async () => {
    const txt = await previa(f.cliente, peumo, 'notas.txt', Buffer.from('hola'));
    expect(txt.statusCode).toBe(415);
    expect(txt.json()).toMatchObject({ status: 'error', mensaje: MSG_MAPA.limiteTipoArchivo });
    const linea = Buffer.from(
      JSON.stringify({
        type: 'LineString',
        coordinates: [
          [W, S],
          [E, N],
        ],
      }),
    );
    const sinPoligono = await previa(f.cliente, peumo, 'linea.geojson', linea);
    expect(sinPoligono.statusCode).toBe(400);
    expect(sinPoligono.json().status).toBe('error');
  });

  it('has the tenancy of the upload: staff and the owning client; 404 for another company, 403 for employees', async () => {
    expect((await previa(f.admin, peumo, 'c.geojson', geojson(cuadro))).statusCode).toBe(200);
    expect((await previa(f.cliente2, peumo, 'c.geojson', geojson(cuadro))).statusCode).toBe(404);
    expect((await previa(f.empleado, peumo, 'c.geojson', geojson(cuadro))).statusCode).toBe(403);
    expect((await previa(f.anon, peumo, 'c.geojson', geojson(cuadro))).statusCode).toBe(401);
    expect((await previa(f.cliente, 999_999, 'c.geojson', geojson(cuadro))).statusCode).toBe(404);
  });
});

describe('previous boundary and "Restaurar límite anterior"', () => {
  it('saving keeps the replaced boundary, restoring swaps them back and forth', async () => {
    const original = (await territorio(aromos)).limite;
    expect(original).not.toBeNull();
    const nuevo = await subir(f.cliente, aromos, 'cuartel.geojson', geojson(cuadro));
    expect(nuevo.statusCode).toBe(200);

    const guardado = await territorio(aromos);
    expect(guardado.limite.geometria).toEqual({ type: 'Polygon', coordinates: [cuadro] });
    expect(guardado.limite_anterior.geometria).toEqual(original.geometria);
    expect(guardado.limite_anterior.area_m2).toBe(original.area_m2);

    const r = await restaurar(f.cliente, aromos);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'success', mensaje: MSG_MAPA.limiteRestaurado });
    expect(r.json().limite.geometria).toEqual(original.geometria);
    const restaurado = await territorio(aromos);
    expect(restaurado.limite.geometria).toEqual(original.geometria);
    expect(restaurado.limite.origen).toBe(original.origen);
    expect(restaurado.limite_anterior.geometria).toEqual({ type: 'Polygon', coordinates: [cuadro] });

    // The restore itself can be undone.
    expect((await restaurar(f.admin, aromos)).statusCode).toBe(200);
    expect((await territorio(aromos)).limite.geometria).toEqual({ type: 'Polygon', coordinates: [cuadro] });
  });

  it('a removed boundary can be restored; then there is nothing left to restore (404)', async () => {
    const original = (await territorio(clemente)).limite;
    expect((await f.cliente.req('DELETE', `mapa/limite/${clemente}`)).statusCode).toBe(200);
    const sin = await territorio(clemente);
    expect(sin.limite).toBeNull();
    expect(sin.limite_anterior.geometria).toEqual(original.geometria);

    expect((await restaurar(f.cliente, clemente)).statusCode).toBe(200);
    const vuelto = await territorio(clemente);
    expect(vuelto.limite.geometria).toEqual(original.geometria);
    expect(vuelto.limite_anterior).toBeNull();

    const nada = await restaurar(f.cliente, clemente);
    expect(nada.statusCode).toBe(404);
    expect(nada.json()).toEqual({ status: 'error', mensaje: MSG_MAPA.limiteAnteriorNoExiste });
  });

  it('restoring has the same tenancy: 404 for another company, 403 for employees, 401 without a session', async () => {
    await subir(f.cliente, peumo, 'cuartel.geojson', geojson(cuadro));
    expect((await restaurar(f.cliente2, peumo)).statusCode).toBe(404);
    expect((await restaurar(f.empleado, peumo)).statusCode).toBe(403);
    expect((await restaurar(f.anon, peumo)).statusCode).toBe(401);
    const [conteo] = await t.ctx.database.db
      .select({ n: count() })
      .from(parcelaLimite)
      .where(eq(parcelaLimite.parcelaId, peumo));
    expect(conteo!.n).toBe(1);
  });
});
