// Rasters uploaded with a report period (decision 021): the one-request and resumable paths store
// them with a `raster` row in the same transaction, refusals publish nothing, and background
// processing stores the core's figures and outputs once across processes.
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG_RASTER } from '@agro/domain/indices';
import { archivoServicio, carga, raster } from '../src/db/schema/index.ts';
import { procesarRaster } from '../src/raster/process.ts';
import { destinoCarpeta } from '../src/raster/sink.ts';
import { memorySource } from '../src/raster/source.ts';
import { procesarSiguiente } from '../src/modules/raster/procesador.ts';
import { buildTestApp } from './helpers.ts';
import {
  capasDe,
  geotiffSobre,
  escenarioRaster,
  NDVI,
  parteRaster,
  rastersDe,
} from './raster-ingesta-helpers.ts';
import { carpetaTemporal, etiquetasBasicas, etiquetasGeo, tiffCrudo } from './raster-fixtures.ts';
import { FILES, storedKeys } from './reportes-helpers.ts';

const t = await buildTestApp();
const { app } = t;
const { db } = t.ctx.database;
const { admin, foliar, libres, limite, subir } = await escenarioRaster(t);
const dir = carpetaTemporal('raster-ingesta');

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
