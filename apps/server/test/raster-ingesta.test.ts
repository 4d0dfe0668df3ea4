// Rasters uploaded with a report period (decision 021): the one-request and resumable paths store
// them with a `raster` row in the same transaction, refusals publish nothing, and background
// processing stores the core's figures and outputs once across processes.
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG_RASTER } from '@agro/domain/indices';
import { openDatabase } from '../src/db/client.ts';
import { limpiezaArchivos } from '../src/jobs/limpieza-archivos.ts';
import { archivoServicio, carga, raster } from '../src/db/schema/index.ts';
import { procesarRaster } from '../src/raster/process.ts';
import { destinoCarpeta } from '../src/raster/sink.ts';
import { memorySource } from '../src/raster/source.ts';
import { procesarSiguiente } from '../src/modules/raster/procesador.ts';
import { buildTestApp } from './helpers.ts';
import {
  capasDe,
  geotiffSobre,
  limiteDe,
  NDVI,
  parteRaster,
  rastersDe,
  subirPeriodo,
} from './raster-ingesta-helpers.ts';
import { carpetaTemporal, etiquetasBasicas, etiquetasGeo, tiffCrudo } from './raster-fixtures.ts';
import { FILES, foliarDelCliente, periodosLibres, storedKeys } from './reportes-helpers.ts';
import { crear, subirEntera } from './tus-helpers.ts';

const t = await buildTestApp();
const { app } = t;
const { db } = t.ctx.database;
const { admin, foliar } = await foliarDelCliente(t);
const libres = periodosLibres(t);
const limite = await limiteDe(t, foliar.parcelaId);
const dir = carpetaTemporal('raster-ingesta');

const subir = (semana: number, partes: Parameters<typeof subirPeriodo>[5]) =>
  subirPeriodo(t, admin, 'edeb', foliar.servicioId, libres.semana(semana), partes);

/** Processes every pending raster; how each ended. */
async function procesarTodo() {
  const out = [];
  for (let r = await procesarSiguiente(t.ctx); r; r = await procesarSiguiente(t.ctx)) out.push(r);
  return out;
}

describe('a raster through the one-request upload', () => {
  const bytes = geotiffSobre(limite, { semilla: 3 });
  let rasterId = 0;

  it('publishes the period with a pending raster row in the same transaction', async () => {
    const res = await subir(0, [
      { campo: 'image0', filename: 'ndvi.png', data: FILES.png(1), type: 'image/png' },
      ...parteRaster('raster0', bytes, NDVI),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const tif = res.json().archivos.find((a: { campo: string }) => a.campo === 'raster0');
    expect(tif).toMatchObject({ extension: 'tif', mime: 'image/tiff', tipo_subida: 'edeb_raster_semanal' });
    const [row] = (await rastersDe(t, foliar.servicioId)).filter((r) => r.inicio === libres.semana(0).inicio);
    expect(row).toMatchObject({
      estado: 'pendiente',
      tipo: 'indice',
      indice: 'NDVI',
      parcelaId: foliar.parcelaId,
      termino: libres.semana(0).termino,
      prefijo: `raster/${tif.nombre}/`,
    });
    rasterId = row!.rasterId;
  });

  it('is processed in the background into the core figures for the same file and boundary', async () => {
    const hechos = await procesarTodo();
    expect(hechos).toEqual([{ rasterId, estado: 'listo' }]);
    const core = await procesarRaster(memorySource(bytes), { ...NDVI, limite }, destinoCarpeta(dir));
    const e = core.capas[0]!.estadisticas!;
    const [capa] = await capasDe(t, rasterId);
    expect(capa).toMatchObject({
      capa: 'NDVI',
      indice: 'NDVI',
      pixeles: e.pixeles,
      minimo: e.min,
      maximo: e.max,
    });
    expect(capa!.media).toBeCloseTo(e.media, 12);
    expect(capa!.mediana).toBeCloseTo(e.mediana, 12);
    expect(capa!.p10).toBeCloseTo(e.p10, 12);
    expect(capa!.p90).toBeCloseTo(e.p90, 12);
    expect(capa!.desviacion).toBeCloseTo(e.desviacion, 12);
    expect(capa!.areaValidaM2).toBeCloseTo(e.areaHa * 10_000, 6);
    expect(capa!.clases).toEqual(e.clases.map((c) => c.areaHa * 10_000));
    expect(capa!.teselas).toEqual(core.capas[0]!.teselas);
    const [r] = await db.select().from(raster).where(eq(raster.rasterId, rasterId));
    expect(r).toMatchObject({ estado: 'listo', intentos: 1, tomadoPor: null, motivo: null });
    expect(r!.info).toEqual(core.raster);
    // Every output is in the Storage under the prefix: the rendering, the grid and the tiles.
    const guardados = await storedKeys(t, r!.prefijo.slice(0, -1));
    expect(guardados).toContain('NDVI/imagen.png');
    expect(guardados).toContain('NDVI/grilla.f32');
    expect(guardados.filter((k) => k.startsWith('NDVI/teselas/')).length).toBe(
      core.capas[0]!.teselas.cantidad,
    );
  });

  it('shows staff its state, and only staff', async () => {
    const url = `/api/v1/raster/servicio/${foliar.servicioId}/estado`;
    const res = await app.inject({ url, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json().rasters).toContainEqual(
      expect.objectContaining({
        raster_id: rasterId,
        estado: 'listo',
        nombre_original: 'ndvi.tif',
        campo: 'raster0',
      }),
    );
    const cliente = await t.login('cliente@agrodemo.cl');
    expect((await app.inject({ url, headers: { cookie: cliente } })).statusCode).toBe(403);
  });

  it('deleting the period removes the raster row and its outputs', async () => {
    const [r] = await db.select().from(raster).where(eq(raster.rasterId, rasterId));
    const s = libres.semana(0);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/servicio/periodo/${foliar.servicioId}/edeb/${s.inicio}/${s.termino}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await db.select().from(raster).where(eq(raster.rasterId, rasterId))).toEqual([]);
    expect(await storedKeys(t, r!.prefijo.slice(0, -1))).toEqual([]);
  });
});

describe('refusals before publishing: 4xx with the reason, nothing stored', () => {
  const png = { campo: 'image0', filename: 'a.png', data: FILES.png(2), type: 'image/png' };
  const datos = Buffer.alloc(40 * 30, 100);
  const completo = geotiffSobre(limite);
  const casos: [string, Buffer, number, string, unknown?][] = [
    [
      'sin georreferencia',
      Buffer.from(tiffCrudo(etiquetasBasicas(40, 30, datos.length), datos)),
      400,
      MSG_RASTER.sinGeorreferencia,
    ],
    [
      'CRS no soportado',
      Buffer.from(tiffCrudo([...etiquetasBasicas(40, 30, datos.length), ...etiquetasGeo(24879)], datos)),
      400,
      MSG_RASTER.crsNoSoportado('EPSG:24879'),
    ],
    ['bandas de más', geotiffSobre(limite, { bandas: 3 }), 400, MSG_RASTER.bandasIndice(3)],
    ['TIFF dañado', completo.subarray(0, Math.floor(completo.length / 2)), 415, MSG_RASTER.danado],
    [
      'bomba TIFF',
      Buffer.from(tiffCrudo([...etiquetasBasicas(100_000, 100_000, 0), ...etiquetasGeo()])),
      413,
      MSG_RASTER.muyGrande(100_000, 100_000),
    ],
    ['fuera del límite', geotiffSobre(limite, { desplazarM: 50_000 }), 400, MSG_RASTER.sinSuperposicion],
    [
      'multiespectral sin NIR',
      geotiffSobre(limite, { bandas: 3 }),
      400,
      MSG_RASTER.bandaFaltante('Infrarrojo cercano (NIR)', 3),
      { tipo: 'multiespectral', bandas: { rojo: 1, verde: 2 } },
    ],
  ];

  it.each(casos)('%s', async (_caso, data, status, mensaje, desc) => {
    const antes = await storedKeys(t, 'servicios');
    const res = await subir(1, [
      png,
      ...parteRaster('raster1', data, (desc ?? NDVI) as typeof NDVI, 'malo.tif'),
    ]);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().mensaje).toBe(MSG_RASTER.enArchivo('malo.tif', mensaje));
    expect(await storedKeys(t, 'servicios')).toEqual(antes);
    const [cuenta] = await db
      .select({ n: count() })
      .from(carga)
      .where(and(eq(carga.servicioId, foliar.servicioId), eq(carga.inicio, libres.semana(1).inicio)));
    expect(cuenta?.n).toBe(0);
    // The server is still answering.
    expect((await app.inject({ url: '/api/v1/config/contacto' })).statusCode).toBe(200);
  });

  it('a raster without its description, or with one the group does not take: 400', async () => {
    const sin = await subir(1, [png, ...parteRaster('raster0', completo, null)]);
    expect([sin.statusCode, sin.json().mensaje]).toEqual([400, MSG_RASTER.descFaltante('raster0')]);
    const mal = await subir(1, [png, ...parteRaster('raster0', completo, '{"tipo":"indice"}')]);
    expect([mal.statusCode, mal.json().mensaje]).toEqual([400, MSG_RASTER.descInvalida('raster0')]);
    const ajeno = await subir(1, [
      png,
      ...parteRaster('raster0', completo, { tipo: 'indice', indice: 'temperatura' }),
    ]);
    expect([ajeno.statusCode, ajeno.json().mensaje]).toEqual([
      400,
      MSG_RASTER.indiceNoCorresponde('temperatura'),
    ]);
    const [cuenta] = await db
      .select({ n: count() })
      .from(archivoServicio)
      .where(eq(archivoServicio.nombreOriginal, 'ndvi.tif'));
    expect(cuenta?.n).toBe(0);
  });
});

describe('processing across processes', () => {
  it('two processes claim a pending raster once', async () => {
    const res = await subir(2, parteRaster('raster0', geotiffSobre(limite, { semilla: 5 }), NDVI));
    expect(res.statusCode, res.body).toBe(201);
    // On PostgreSQL the second "process" has its own connections to the same database and the
    // same storage; the embedded database has one connection, so both share it.
    const url = t.ctx.config.databaseUrl;
    const otra = url?.startsWith('postgres') ? await openDatabase(url, t.dataDir) : null;
    const ctxB = otra ? { ...t.ctx, database: otra } : t.ctx;
    const [a, b] = await Promise.all([
      procesarSiguiente(t.ctx, 'proceso-a'),
      procesarSiguiente(ctxB, 'proceso-b'),
    ]);
    await otra?.close();
    expect([a, b].filter((x) => x !== null)).toHaveLength(1);
    expect([a, b].find((x) => x)?.estado).toBe('listo');
  });

  it('a raster whose lease ran out (its process died) is taken again; after 3 attempts it is an error', async () => {
    const res = await subir(3, parteRaster('raster0', geotiffSobre(limite, { semilla: 7 }), NDVI));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = (await rastersDe(t, foliar.servicioId)).filter((r) => r.inicio === libres.semana(3).inicio);
    const muerto = {
      estado: 'procesando' as const,
      tomadoPor: 'muerto',
      tomadoHasta: sql`now() - interval '1 second'`,
    };
    await db
      .update(raster)
      .set({ ...muerto, intentos: 1 })
      .where(eq(raster.rasterId, row!.rasterId));
    expect(await procesarSiguiente(t.ctx)).toEqual({ rasterId: row!.rasterId, estado: 'listo' });
    const [listo] = await db.select().from(raster).where(eq(raster.rasterId, row!.rasterId));
    expect(listo).toMatchObject({ estado: 'listo', intentos: 2 });
    // A live lease is not taken.
    await db
      .update(raster)
      .set({ estado: 'procesando', tomadoHasta: sql`now() + interval '1 minute'` })
      .where(eq(raster.rasterId, row!.rasterId));
    expect(await procesarSiguiente(t.ctx)).toBeNull();
    await db
      .update(raster)
      .set({ ...muerto, intentos: 3 })
      .where(eq(raster.rasterId, row!.rasterId));
    expect(await procesarSiguiente(t.ctx)).toBeNull();
    const [agotado] = await db.select().from(raster).where(eq(raster.rasterId, row!.rasterId));
    expect(agotado).toMatchObject({ estado: 'error', motivo: MSG_RASTER.reintentosAgotados });
  });

  it('a raster the core refuses is an error with its reason; staff retry it', async () => {
    const res = await subir(4, parteRaster('raster0', geotiffSobre(limite, { vacio: true }), NDVI));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = (await rastersDe(t, foliar.servicioId)).filter((r) => r.inicio === libres.semana(4).inicio);
    expect(await procesarSiguiente(t.ctx)).toEqual({ rasterId: row!.rasterId, estado: 'error' });
    const [err] = await db.select().from(raster).where(eq(raster.rasterId, row!.rasterId));
    expect(err).toMatchObject({ estado: 'error', motivo: MSG_RASTER.sinPixelesValidos });
    expect(await storedKeys(t, err!.prefijo.slice(0, -1))).toEqual([]);

    const url = `/api/v1/raster/${row!.rasterId}/reintentar`;
    const ok = await app.inject({ method: 'POST', url, headers: { cookie: admin } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().raster).toMatchObject({ estado: 'pendiente', motivo: null, intentos: 0 });
    const otra = await app.inject({ method: 'POST', url, headers: { cookie: admin } });
    expect([otra.statusCode, otra.json().mensaje]).toEqual([409, MSG_RASTER.noEsError]);
    const nada = await app.inject({
      method: 'POST',
      url: '/api/v1/raster/999999/reintentar',
      headers: { cookie: admin },
    });
    expect(nada.statusCode).toBe(404);
    expect(await procesarSiguiente(t.ctx)).toEqual({ rasterId: row!.rasterId, estado: 'error' });
  });
});

describe('a raster through the resumable upload (tus + confirmar)', () => {
  const meta = (semana: number, desc?: string) => ({
    servicio_id: foliar.servicioId,
    grupo: 'edeb' as const,
    start: libres.semana(semana).inicio,
    end: libres.semana(semana).termino,
    campo: 'raster0',
    filename: 'orto.tif',
    ...(desc === undefined ? {} : { raster: desc }),
  });
  const confirmar = (semana: number, subida: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/servicio/confirmar/${foliar.servicioId}/${libres.semana(semana).inicio}/${libres.semana(semana).termino}`,
      headers: { cookie: admin },
      payload: { periodo: 'semanal', archivos: [{ grupo: 'edeb', campo: 'raster0', subida }] },
    });

  it('takes the description from the upload metadata, refusing a bad one at creation', async () => {
    const bytes = geotiffSobre(limite, { semilla: 9 });
    const sin = await crear(app, admin, meta(5), bytes.length);
    expect([sin.res.statusCode, sin.res.json().mensaje]).toEqual([400, MSG_RASTER.descFaltante('raster0')]);
    const id = await subirEntera(
      app,
      admin,
      meta(5, JSON.stringify({ tipo: 'indice', indice: 'NDRE' })),
      bytes,
    );
    const res = await confirmar(5, id);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = (await rastersDe(t, foliar.servicioId)).filter((r) => r.inicio === libres.semana(5).inicio);
    expect(row).toMatchObject({ estado: 'pendiente', tipo: 'indice', indice: 'NDRE' });
    expect(await procesarSiguiente(t.ctx)).toEqual({ rasterId: row!.rasterId, estado: 'listo' });
    expect((await capasDe(t, row!.rasterId)).map((c) => c.capa)).toEqual(['NDRE']);
  });

  it('a refused raster at the commit publishes nothing and forgets the upload', async () => {
    const bytes = geotiffSobre(limite, { desplazarM: 50_000 });
    const id = await subirEntera(app, admin, meta(6, JSON.stringify(NDVI)), bytes);
    const antes = await storedKeys(t, 'servicios');
    const res = await confirmar(6, id);
    expect([res.statusCode, res.json().mensaje]).toEqual([
      400,
      MSG_RASTER.enArchivo('orto.tif', MSG_RASTER.sinSuperposicion),
    ]);
    expect(await storedKeys(t, 'servicios')).toEqual(antes);
    const [cuenta] = await db
      .select({ n: count() })
      .from(carga)
      .where(and(eq(carga.servicioId, foliar.servicioId), eq(carga.inicio, libres.semana(6).inicio)));
    expect(cuenta?.n).toBe(0);
  });
});

describe('limpieza_archivos', () => {
  it("removes outputs whose raster row is gone and keeps a live raster's", async () => {
    const [vivo] = (await rastersDe(t, foliar.servicioId)).filter((r) => r.estado === 'listo');
    const antes = await storedKeys(t, vivo!.prefijo.slice(0, -1));
    expect(antes.length).toBeGreaterThan(0);
    await t.ctx.storage.put('raster/huerfano0123/NDVI/imagen.png', FILES.png(3));
    const manana = new Date(Date.now() + 2 * 24 * 3600_000);
    const r = await limpiezaArchivos(t.ctx, manana);
    expect(r.ok).toBe(true);
    expect(await storedKeys(t, 'raster/huerfano0123')).toEqual([]);
    expect(await storedKeys(t, vivo!.prefijo.slice(0, -1))).toEqual(antes);
  });
});
