// The read API of the measured layers on a territory of the demo client with three processed NDVI
// periods: the second is the first with its northern half raised by 0.1, the third the second lowered
// by 0.1 everywhere (past the default alert threshold). Figures are checked against GDAL and against
// hand computations on the rasters the test made; tiles and read-out against the georeference.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import proj4 from 'proj4';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MSG_INDICES } from '@agro/domain/messages-raster';
import { notificacion, rasterAlerta, rasterComparacion, usuario } from '../src/db/schema/index.ts';
import { alTerminarRaster } from '../src/modules/raster/eventos.ts';
import { cpFixtures } from './cp-fixtures.ts';
import { buildTestApp } from './helpers.ts';
import { publicarRaster, type Publicado } from './raster-api-fixtures.ts';
import { campo, carpetaTemporal, grilla, limiteDentro, teselaDe } from './raster-fixtures.ts';
import { GDAL, recorteGdal } from './raster-gdal.ts';
import { demoServicios } from './reportes-helpers.ts';

const t = await buildTestApp();
const f = await cpFixtures(t);
const jperez = await t.login('jperez@valle-central.cl');
const dir = carpetaTemporal('raster-api');

const EPSG = 32719;
const [ANCHO, ALTO] = [90, 70];
const T = grilla(EPSG, ANCHO, ALTO, 10);
const LIMITE = limiteDentro(EPSG, T, ANCHO, ALTO);
const MARCA = { c: 20, f: 35, valor: 0.777 }; // a 5×5 block of a known value, inside the ring

const v1 = campo(ANCHO, ALTO, 7);
for (let fy = MARCA.f - 2; fy <= MARCA.f + 2; fy++)
  for (let cx = MARCA.c - 2; cx <= MARCA.c + 2; cx++) v1[fy * ANCHO + cx] = MARCA.valor;
const v2 = v1.map((v, i) => (Math.floor(i / ANCHO) < ALTO / 2 ? v + 0.1 : v));
const v3 = v2.map((v) => v - 0.1);
const PERIODOS = [
  { inicio: '2030-10-07', termino: '2030-10-13' },
  { inicio: '2030-10-14', termino: '2030-10-20' },
  { inicio: '2030-10-21', termino: '2030-10-27' },
];

const { rows } = await demoServicios(t);
const s = rows.find((r) => r.cpId === f.cp1 && r.rel === 1)!;
const otro = rows.find((r) => r.cpId === f.cp1 && r.rel !== 1)!;
expect((await f.admin.req('PUT', `mapa/limite/${s.parcelaId}`, { geometria: LIMITE })).statusCode).toBe(200);

const publicados: Publicado[] = [];
for (const [i, valores] of [v1, v2, v3].entries()) {
  const r = {
    ancho: ANCHO,
    alto: ALTO,
    tipo: 'float32' as const,
    bandas: [valores],
    epsg: EPSG,
    transform: T,
  };
  const p = await publicarRaster(t, s, PERIODOS[i]!, r, LIMITE);
  await alTerminarRaster(t.ctx, p.rasterId);
  publicados.push(p);
}
const stats = publicados.map((p) => p.resultado.capas[0]!.estadisticas!);

const aLonLat = (c: number, fy: number) =>
  proj4(`EPSG:${EPSG}`, 'EPSG:4326').forward([T.x0 + (c + 0.5) * T.dx, T.y0 + (fy + 0.5) * T.dy]) as [
    number,
    number,
  ];

async function alfa(png: Buffer, i: number, j: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([256, 256]);
  return data[(j * info.width + i) * 4 + 3]!;
}

interface Capa {
  capa_id: number;
  teselas: { url: string; zmin: number; zmax: number };
  imagen: { url: string };
  estadisticas: { media: number; clases: { pct: number }[] } | null;
}
const api = (url: string) => url.replace('/api/v1/', '');

describe('periods and map outputs', () => {
  it('lists the periods newest first with their layer, tile template and figures', async () => {
    const res = await f.empleado.get(`raster/parcela/${s.parcelaId}/periodos`);
    expect(res.statusCode).toBe(200);
    const periodos = (res.json().periodos as { inicio: string; capas: Capa[]; pendientes: number }[]).filter(
      (p) => p.inicio.startsWith('2030'),
    );
    expect(periodos.map((p) => p.inicio)).toEqual(PERIODOS.map((p) => p.inicio).reverse());
    const capa = periodos[0]!.capas[0]!;
    expect(capa.teselas.url).toBe(`/api/v1/raster/capas/${capa.capa_id}/teselas/{z}/{x}/{y}`);
    expect(capa.estadisticas!.media).toBeCloseTo(stats[2]!.media, 10);
    expect(capa.estadisticas!.clases.reduce((a, c) => a + c.pct, 0)).toBeCloseTo(100, 6);
    expect(periodos.every((p) => p.pendientes === 0)).toBe(true);
  });

  it('serves tiles that decode, transparent in the hole and outside the data, opaque inside', async () => {
    const capa = publicados[0]!.resultado.capas[0]!;
    const capaId = await capaIdDe(PERIODOS[0]!.inicio);
    const z = capa.teselas.zmax;
    const dentro = teselaDe(...aLonLat(MARCA.c, MARCA.f), z);
    const hueco = teselaDe(...aLonLat(ANCHO / 2, ALTO / 2), z);
    const get = (x: number, y: number, zz = z) =>
      f.cliente.get(`raster/capas/${capaId}/teselas/${zz}/${x}/${y}`);
    const a = await get(dentro.x, dentro.y);
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('image/png');
    expect(a.headers['cache-control']).toMatch(/private.*immutable/);
    expect(await alfa(a.rawPayload, dentro.i, dentro.j)).toBe(255);
    expect(await alfa((await get(hueco.x, hueco.y)).rawPayload, hueco.i, hueco.j)).toBe(0);
    const vacia = await get(0, 0);
    expect(vacia.statusCode).toBe(200);
    expect(await alfa(vacia.rawPayload, 128, 128)).toBe(0);
    expect(await sharp(vacia.rawPayload).metadata()).toMatchObject({ width: 256, height: 256, channels: 4 });
    expect((await get(0, 0, z + 1)).statusCode).toBe(200);
    const img = await f.cliente.get(`raster/capas/${capaId}/imagen`);
    expect(img.statusCode).toBe(200);
    expect((await sharp(img.rawPayload).metadata()).format).toBe('png');
  });

  it("reads out a pixel's value at its coordinate, and nothing outside the boundary", async () => {
    const capaId = await capaIdDe(PERIODOS[0]!.inicio);
    const [lon, lat] = aLonLat(MARCA.c, MARCA.f);
    const res = await f.empleado.get(`raster/capas/${capaId}/valor?lat=${lat}&lng=${lon}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().valor).toBeCloseTo(MARCA.valor, 6);
    expect(res.json()).toMatchObject({ clase: 'Vigor alto', unidad: '' });
    const [lon2, lat2] = aLonLat(ANCHO / 2, ALTO / 2);
    expect(
      (await f.empleado.get(`raster/capas/${capaId}/valor?lat=${lat2}&lng=${lon2}`)).json(),
    ).toMatchObject({
      valor: null,
      clase: null,
    });
    const mala = await f.empleado.get(`raster/capas/${capaId}/valor?lat=abc&lng=1`);
    expect(mala.statusCode).toBe(400);
    expect(mala.json().mensaje).toBe(MSG_INDICES.coordenadaInvalida);
  });
});

async function capaIdDe(inicio: string) {
  const periodos = (await f.admin.get(`raster/parcela/${s.parcelaId}/periodos`)).json().periodos as {
    inicio: string;
    capas: Capa[];
  }[];
  return periodos.find((p) => p.inicio === inicio)!.capas[0]!.capa_id;
}

describe('figures and season', () => {
  it.skipIf(!GDAL)(
    "gives the latest mean and its change, equal to GDAL's clip of the same files",
    async () => {
      const medias = publicados.slice(1).map((p, i) => {
        const tif = path.join(dir, `p${i}.tif`);
        writeFileSync(tif, p.bytes);
        return recorteGdal(tif, LIMITE, dir, `p${i}`).media;
      });
      const res = await f.cliente.get(`raster/parcela/${s.parcelaId}/cifras`);
      expect(res.statusCode).toBe(200);
      const ndvi = (res.json().cifras as { indice: string; media: number; cambio: number }[]).find(
        (c) => c.indice === 'NDVI',
      )!;
      expect(ndvi).toMatchObject({
        inicio: PERIODOS[2]!.inicio,
        inicio_anterior: PERIODOS[1]!.inicio,
        tendencia: 'baja',
      });
      expect(Math.abs(ndvi.media / medias[1]! - 1)).toBeLessThan(0.005);
      expect(ndvi.cambio).toBeCloseTo(medias[1]! - medias[0]!, 4);
      expect(ndvi.cambio).toBeCloseTo(-0.1, 5);
    },
  );

  it("lists every visible territory of the company for the ranking; an employee's linked ones only", async () => {
    const todas = (await f.cliente.get(`raster/cp/${f.cp1}/cifras`)).json().cifras as {
      parcela_id: number;
    }[];
    expect(todas.some((c) => c.parcela_id === s.parcelaId)).toBe(true);
    const deJperez = await t.app.inject({
      url: `/api/v1/raster/cp/${f.cp1}/cifras`,
      headers: { cookie: jperez },
    });
    expect(deJperez.statusCode).toBe(200);
    expect(
      (deJperez.json().cifras as { parcela_id: number }[]).some((c) => c.parcela_id === s.parcelaId),
    ).toBe(false);
  });

  it('draws the season (July–June) with weekly points and the alert as a marker', async () => {
    const res = await f.cliente.get(`raster/parcela/${s.parcelaId}/serie?indice=NDVI`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.temporada).toEqual({ etiqueta: '2030–2031', inicio: '2030-07-01', termino: '2031-06-30' });
    expect(body.actual.map((p: { inicio: string }) => p.inicio)).toEqual(PERIODOS.map((p) => p.inicio));
    expect(body.actual[0]).toMatchObject({ dia: 98, media: stats[0]!.media, p10: stats[0]!.p10 });
    expect(body.anterior).toEqual([]);
    expect(body.alertas).toEqual([
      expect.objectContaining({
        tipo: 'caida_media',
        inicio: PERIODOS[2]!.inicio,
        inicio_anterior: PERIODOS[1]!.inicio,
      }),
      ...(body.alertas.length > 1 ? [expect.objectContaining({ tipo: 'aumento_critica' })] : []),
    ]);
    expect((await f.cliente.get(`raster/parcela/${s.parcelaId}/serie?indice=XYZ`)).statusCode).toBe(400);
  });
});

describe('comparison', () => {
  it('compares two periods on one grid: means, change and the share that rose, by hand and by GDAL', async () => {
    const q = `indice=NDVI&a=${PERIODOS[0]!.inicio}&b=${PERIODOS[1]!.inicio}`;
    const res = await f.empleado.get(`raster/parcela/${s.parcelaId}/comparar?${q}`);
    expect(res.statusCode).toBe(200);
    const c = res.json().comparacion;
    expect(c.media_a).toBeCloseTo(stats[0]!.media, 5);
    expect(c.media_b).toBeCloseTo(stats[1]!.media, 5);
    expect(c.cambio).toBeCloseTo(c.media_b - c.media_a, 10);
    // By hand: the northern half rose by 0.1 (> the 0.05 margin), the rest did not move.
    const mitadNorte = T.y0 + (ALTO / 2) * T.dy;
    if (GDAL) {
      const tif = path.join(dir, 'a.tif');
      writeFileSync(tif, publicados[0]!.bytes);
      const { ys } = recorteGdal(tif, LIMITE, dir, 'a');
      const norte = (100 * ys.filter((y) => y > mitadNorte).length) / ys.length;
      expect(c.subio_pct).toBeCloseTo(norte, 6);
      expect(c.sin_cambio_pct).toBeCloseTo(100 - norte, 6);
    }
    expect(c.bajo_pct).toBe(0);
    expect(c.diferencia.rango).toBe(0.3);
    const tile = await f.empleado.get(api(c.diferencia.imagen.url));
    expect(tile.statusCode).toBe(200);
    expect((await sharp(tile.rawPayload).metadata()).format).toBe('png');
    const z = c.diferencia.teselas.zmax;
    const { x, y, i, j } = teselaDe(...aLonLat(MARCA.c, MARCA.f), z);
    const url = api(c.diferencia.teselas.url)
      .replace('{z}', String(z))
      .replace('{x}', String(x))
      .replace('{y}', String(y));
    expect(await alfa((await f.empleado.get(url)).rawPayload, i, j)).toBe(255);
    // Cached: a second request computes nothing new.
    const otra = (await f.cliente.get(`raster/parcela/${s.parcelaId}/comparar?${q}`)).json().comparacion;
    expect(otra.diferencia.imagen.url).toBe(c.diferencia.imagen.url);
    expect(await t.ctx.database.db.select().from(rasterComparacion)).toHaveLength(1);
  });

  it('compares the two newest periods by default: everything fell by 0.1', async () => {
    const c = (await f.cliente.get(`raster/parcela/${s.parcelaId}/comparar`)).json().comparacion;
    expect([c.a.inicio, c.b.inicio]).toEqual([PERIODOS[1]!.inicio, PERIODOS[2]!.inicio]);
    expect(c.cambio).toBeCloseTo(-0.1, 5);
    expect(c.bajo_pct).toBeCloseTo(100, 6);
  });

  it('refuses the same period twice and a period without a layer', async () => {
    const mismo = await f.cliente.get(
      `raster/parcela/${s.parcelaId}/comparar?a=${PERIODOS[0]!.inicio}&b=${PERIODOS[0]!.inicio}`,
    );
    expect(mismo.statusCode).toBe(400);
    expect(mismo.json().mensaje).toBe(MSG_INDICES.mismoPeriodo);
    const falta = await f.cliente.get(
      `raster/parcela/${s.parcelaId}/comparar?a=2030-01-06&b=${PERIODOS[0]!.inicio}`,
    );
    expect(falta.statusCode).toBe(404);
    expect(falta.json().mensaje).toBe(MSG_INDICES.periodoNoExiste('2030-01-06'));
    expect((await f.cliente.get(`raster/parcela/${s.parcelaId}/comparar?a=2030-13-01`)).statusCode).toBe(400);
  });
});

describe('alerts', () => {
  const alertasDe = (inicio: string) =>
    t.ctx.database.db
      .select()
      .from(rasterAlerta)
      .where(and(eq(rasterAlerta.parcelaId, s.parcelaId), eq(rasterAlerta.inicio, inicio)));
  const avisos = async (email: string) =>
    (
      await t.ctx.database.db
        .select({ n: notificacion })
        .from(notificacion)
        .innerJoin(usuario, eq(usuario.usuarioId, notificacion.usuarioId))
        .where(and(eq(usuario.email, email), eq(notificacion.tipo, 'alertas')))
    ).map((r) => r.n);

  it('fires when the mean drops past the threshold, not when it rises', async () => {
    expect(await alertasDe(PERIODOS[1]!.inicio)).toEqual([]);
    const [caida] = (await alertasDe(PERIODOS[2]!.inicio)).filter((a) => a.tipo === 'caida_media');
    expect(caida).toMatchObject({ inicioAnterior: PERIODOS[1]!.inicio, umbral: 0.05 });
    expect(caida!.actual - caida!.anterior).toBeCloseTo(-0.1, 5);
  });

  it('notifies the principal client and the linked employee once, linking to the comparison', async () => {
    const [caida] = (await alertasDe(PERIODOS[2]!.inicio)).filter((a) => a.tipo === 'caida_media');
    const clave = `raster-alerta:${caida!.alertaId}`;
    const q = `parcela=${s.parcelaId}&indice=NDVI&a=${PERIODOS[1]!.inicio}&b=${PERIODOS[2]!.inicio}`;
    const delCliente = (await avisos('cliente@agrodemo.cl')).filter((n) => n.clave === clave);
    expect(delCliente).toHaveLength(1);
    expect(delCliente[0]!.enlace).toBe(`/cliente-principal/indices?${q}`);
    const delEmpleado = (await avisos('empleado@agrodemo.cl')).filter((n) => n.clave === clave);
    expect(delEmpleado.map((n) => n.enlace)).toEqual([`/cliente/indices?${q}`]);
    expect((await avisos('jperez@valle-central.cl')).filter((n) => n.clave === clave)).toEqual([]);
    const correos = t.outbox().map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    expect(correos.some((m) => m.includes(`/cliente-principal/indices?parcela=${s.parcelaId}`))).toBe(true);
    // Processing finishing again (a retry) raises nothing twice.
    const antes = (await avisos('cliente@agrodemo.cl')).length;
    await alTerminarRaster(t.ctx, publicados[2]!.rasterId);
    expect(await avisos('cliente@agrodemo.cl')).toHaveLength(antes);
  });
});

describe('alert thresholds', () => {
  const url = `raster/parcela/${s.parcelaId}/umbrales`;
  it('answers the documented defaults, then what the principal client saved', async () => {
    expect((await f.empleado.get(url)).json().umbrales).toEqual({
      indice: 'NDVI',
      unidad: '',
      caida_media: 0.05,
      aumento_critica: 10,
      predeterminado: true,
    });
    const put = await f.cliente.req('PUT', url, { caida_media: 0.08, aumento_critica: 15 });
    expect(put.statusCode).toBe(200);
    expect(put.json().mensaje).toBe(MSG_INDICES.umbralesGuardados);
    expect((await f.empleado.get(`${url}?indice=NDVI`)).json().umbrales).toMatchObject({
      caida_media: 0.08,
      aumento_critica: 15,
      predeterminado: false,
    });
    expect((await f.admin.get(`${url}?indice=temperatura`)).json().umbrales).toMatchObject({
      unidad: '°C',
      caida_media: 1,
      predeterminado: true,
    });
  });

  it('refuses bad values in Spanish, employees and other companies', async () => {
    const neg = await f.cliente.req('PUT', url, { caida_media: -1, aumento_critica: 10 });
    expect(neg.statusCode).toBe(400);
    expect(neg.json().mensaje).toBe(MSG_INDICES.umbralCaida);
    const alto = await f.cliente.req('PUT', url, { caida_media: 0.1, aumento_critica: 150 });
    expect(alto.statusCode).toBe(400);
    expect(alto.json().mensaje).toBe(MSG_INDICES.umbralCritica);
    expect((await f.empleado.req('PUT', url, { caida_media: 0.1, aumento_critica: 10 })).statusCode).toBe(
      403,
    );
    expect((await f.cliente2.req('PUT', url, { caida_media: 0.1, aumento_critica: 10 })).statusCode).toBe(
      404,
    );
  });
});

describe('export', () => {
  it('exports the figures per territory and period as CSV', async () => {
    const res = await f.cliente.get(`raster/parcela/${s.parcelaId}/cifras/exportar?formato=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lineas = res.body
      .replace(/^\uFEFF/, '')
      .replaceAll('"', '')
      .trim()
      .split('\r\n');
    expect(lineas[0]).toMatch(/^Territorio;Índice;Inicio;Término;Unidad;Media;Mediana;P10;P90/);
    const mias = lineas.filter((l) => /2030/.test(l));
    expect(mias).toHaveLength(3);
    expect(mias.every((l) => l.split(';')[1] === 'NDVI')).toBe(true);
    const xlsx = await f.cliente.get(`raster/cp/${f.cp1}/cifras/exportar?formato=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('tenancy', () => {
  it("answers 404 to another company and to an unlinked employee on every territory route, 403 on the company's", async () => {
    const capaId = await capaIdDe(PERIODOS[0]!.inicio);
    const [comp] = await t.ctx.database.db.select().from(rasterComparacion);
    const rutas = [
      `raster/parcela/${s.parcelaId}/periodos`,
      `raster/parcela/${s.parcelaId}/cifras`,
      `raster/parcela/${s.parcelaId}/serie`,
      `raster/parcela/${s.parcelaId}/comparar`,
      `raster/parcela/${s.parcelaId}/umbrales`,
      `raster/parcela/${s.parcelaId}/cifras/exportar`,
      `raster/capas/${capaId}/teselas/17/0/0`,
      `raster/capas/${capaId}/imagen`,
      `raster/capas/${capaId}/valor?lat=-35&lng=-71`,
      `raster/comparaciones/${comp!.comparacionId}/teselas/17/0/0`,
      `raster/comparaciones/${comp!.comparacionId}/imagen`,
    ];
    for (const r of rutas) {
      expect((await f.cliente2.get(r)).statusCode, r).toBe(404);
      expect((await t.app.inject({ url: `/api/v1/${r}`, headers: { cookie: jperez } })).statusCode, r).toBe(
        404,
      );
      expect((await f.admin.get(r)).statusCode, r).toBe(200);
    }
    for (const r of [`raster/cp/${f.cp1}/cifras`, `raster/cp/${f.cp1}/cifras/exportar`])
      expect((await f.cliente2.get(r)).statusCode, r).toBe(403);
    expect((await f.cliente.get(`raster/parcela/${otro.parcelaId}/periodos`)).statusCode).toBe(200);
  });
});
