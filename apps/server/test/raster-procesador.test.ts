// Background processing of uploaded rasters (decision 021): claimed once across processes, a dead
// process's lease taken over, refusals kept as errors that staff retry; the resumable path's
// description; the clean-up of outputs nobody owns; the sniffing of TIFF and BigTIFF.
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG_RASTER } from '@agro/domain/indices';
import { openDatabase } from '../src/db/client.ts';
import { limpiezaArchivos } from '../src/jobs/limpieza-archivos.ts';
import { sniff } from '../src/lib/sniff.ts';
import { carga, raster } from '../src/db/schema/index.ts';
import { iniciarProcesador, procesarSiguiente } from '../src/modules/raster/procesador.ts';
import { buildTestApp } from './helpers.ts';
import {
  capasDe,
  geotiffSobre,
  escenarioRaster,
  NDVI,
  parteRaster,
  rastersDe,
} from './raster-ingesta-helpers.ts';
import { etiquetasBasicas, etiquetasGeo, tiffCrudo } from './raster-fixtures.ts';
import { FILES, storedKeys } from './reportes-helpers.ts';
import { crear, subirEntera } from './tus-helpers.ts';

const t = await buildTestApp();
const { app } = t;
const { db } = t.ctx.database;
const { admin, foliar, libres, limite, subir } = await escenarioRaster(t);

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

  it('a raster in an unsupported coordinate system is refused at the commit naming its code', async () => {
    const datos = Buffer.alloc(40 * 30, 100);
    const bytes = Buffer.from(
      tiffCrudo([...etiquetasBasicas(40, 30, datos.length), ...etiquetasGeo(24879)], datos),
    );
    const id = await subirEntera(app, admin, meta(8, JSON.stringify(NDVI)), bytes);
    const antes = await storedKeys(t, 'servicios');
    const res = await confirmar(8, id);
    expect([res.statusCode, res.json().mensaje]).toEqual([
      400,
      MSG_RASTER.enArchivo('orto.tif', MSG_RASTER.crsNoSoportado('EPSG:24879')),
    ]);
    expect(await storedKeys(t, 'servicios')).toEqual(antes);
    const semana = libres.semana(8).inicio;
    const [cargas] = await db
      .select({ n: count() })
      .from(carga)
      .where(and(eq(carga.servicioId, foliar.servicioId), eq(carga.inicio, semana)));
    const [rasters] = await db
      .select({ n: count() })
      .from(raster)
      .where(and(eq(raster.servicioId, foliar.servicioId), eq(raster.inicio, semana)));
    expect([cargas?.n, rasters?.n]).toEqual([0, 0]);
  });
});

describe('the poller', () => {
  it('is woken by a commit with rasters and processes them; it stops when asked', async () => {
    // A long interval: after its first look (1 s after starting, usually before the upload is
    // committed), only the wake-up after the commit can make it run within the test.
    const procesador = iniciarProcesador(t.ctx, { everyMs: 3_600_000 });
    try {
      const res = await subir(7, parteRaster('raster0', geotiffSobre(limite, { semilla: 11 }), NDVI));
      expect(res.statusCode, res.body).toBe(201);
      const semana = libres.semana(7).inicio;
      let estado: string | undefined;
      for (let i = 0; i < 240 && estado !== 'listo'; i++) {
        await new Promise((r) => setTimeout(r, 250));
        estado = (await rastersDe(t, foliar.servicioId)).find((r) => r.inicio === semana)?.estado;
      }
      expect(estado).toBe('listo');
    } finally {
      await procesador.stop();
    }
  }, 120_000);
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

describe('sniffing', () => {
  it.each([
    ['II*\0', 'TIFF little-endian'],
    ['MM\0*', 'TIFF big-endian'],
    ['II+\0', 'BigTIFF little-endian'],
    ['MM\0+', 'BigTIFF big-endian'],
  ])('%j (%s) is a raster', (magia) => {
    expect(sniff(Buffer.concat([Buffer.from(magia, 'latin1'), Buffer.alloc(60)]))).toEqual({
      ext: 'tif',
      mime: 'image/tiff',
      clase: 'raster',
    });
  });

  it('II*x is not', () => {
    expect(sniff(Buffer.concat([Buffer.from('II*x', 'latin1'), Buffer.alloc(60)]))?.clase).not.toBe('raster');
  });
});
