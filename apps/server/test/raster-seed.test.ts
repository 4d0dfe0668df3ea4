// The demo seed's rasters (issue 27): processed at seed time for every service and report week, the
// stress patch lowering its territory's vigour, and the weekly PDF quoting the stored figure.
import { buffer } from 'node:stream/consumers';
import { and, asc, eq, like } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { todayInSantiago } from '@agro/domain/format';
import {
  archivoServicio,
  notificacion,
  parcela,
  raster,
  rasterAlerta,
  rasterCapa,
  servicio,
} from '../src/db/schema/index.ts';
import { DEMO_CPS } from '../src/db/seed/demo-data.ts';
import { PARCELA_ESTRES } from '../src/db/seed/rasters.ts';
import { semanasCompletas } from '../src/db/seed/reports.ts';
import { buildTestApp } from './helpers.ts';

const t = await buildTestApp({ seedRasters: true });
const { db } = t.ctx.database;
const semanas = semanasCompletas(todayInSantiago(t.ctx.now()));

/** Every processed layer with its territory's name, oldest week first. */
async function capas() {
  return db
    .select({
      territorio: parcela.nombre,
      servicioId: raster.servicioId,
      estado: raster.estado,
      capa: rasterCapa.capa,
      inicio: rasterCapa.inicio,
      media: rasterCapa.media,
      tiles: rasterCapa.teselas,
    })
    .from(rasterCapa)
    .innerJoin(raster, eq(raster.rasterId, rasterCapa.rasterId))
    .innerJoin(parcela, eq(parcela.parcelaId, rasterCapa.parcelaId))
    .orderBy(asc(rasterCapa.inicio));
}

async function textoPdf(key: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await buffer(await t.ctx.storage.get(key))) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const dec2 = (n: number) => n.toFixed(2).replace('.', ',');

describe('demo seed with rasters', () => {
  it('gives every demo service processed layers for each report week, with their tiles stored', async () => {
    const filas = await capas();
    expect(filas.every((f) => f.estado === 'listo')).toBe(true);
    const servicios = await db.select({ servicioId: servicio.servicioId }).from(servicio);
    const territorios = DEMO_CPS.flatMap((e) => e.parcelas);
    expect(servicios).toHaveLength(territorios.length);
    for (const { servicioId } of servicios)
      for (const semana of semanas)
        expect(
          filas.some((f) => f.servicioId === servicioId && f.inicio === semana.inicio && f.media !== null),
          `servicio ${servicioId}, semana ${semana.inicio}`,
        ).toBe(true);
    // The outputs are in the Storage under the raster's prefix, where the read API serves them from.
    const [uno] = await db.select({ prefijo: raster.prefijo }).from(raster).limit(1);
    const claves: string[] = [];
    for await (const o of t.ctx.storage.list(uno!.prefijo)) claves.push(o.key);
    expect(claves.some((k) => k.endsWith('.png'))).toBe(true);
  });

  it("lowers the stressed territory's NDVI over the last three weeks", async () => {
    const nombre = DEMO_CPS[PARCELA_ESTRES.empresa]!.parcelas.find(
      (x) => x.rel === PARCELA_ESTRES.rel,
    )!.nombre;
    const medias = (await capas())
      .filter((f) => f.territorio === nombre && f.capa === 'NDVI')
      .map((f) => f.media!);
    expect(medias).toHaveLength(semanas.length);
    // Late spring: the canopy grows every week until the patch appears; then each week is lower.
    const [antes, ...ultimas] = medias.slice(-4);
    expect(antes!).toBeGreaterThan(medias[0]!);
    expect(ultimas[0]!).toBeLessThan(antes!);
    expect(ultimas[1]!).toBeLessThan(ultimas[0]!);
    expect(ultimas[2]!).toBeLessThan(ultimas[1]!);
  });

  it('raises the NDVI alert of the stressed territory, with its notice linking to the comparison', async () => {
    const nombre = DEMO_CPS[PARCELA_ESTRES.empresa]!.parcelas.find(
      (x) => x.rel === PARCELA_ESTRES.rel,
    )!.nombre;
    const alertas = await db
      .select({ parcelaId: rasterAlerta.parcelaId, indice: rasterAlerta.indice, inicio: rasterAlerta.inicio })
      .from(rasterAlerta)
      .innerJoin(parcela, eq(parcela.parcelaId, rasterAlerta.parcelaId))
      .where(and(eq(parcela.nombre, nombre), eq(rasterAlerta.indice, 'NDVI')));
    expect(alertas.length).toBeGreaterThan(0);
    // Only the last three weeks (the patch) fall: no alert before it appeared.
    const desde = semanas[2]!.inicio;
    for (const a of alertas) expect(a.inicio >= desde).toBe(true);
    const avisos = await db
      .select({ enlace: notificacion.enlace })
      .from(notificacion)
      .where(eq(notificacion.tipo, 'alertas'));
    expect(avisos.some((n) => n.enlace?.includes(`parcela=${alertas[0]!.parcelaId}&indice=NDVI`))).toBe(true);
  });

  it("quotes the stored mean in the week's PDF summary", async () => {
    const nombre = DEMO_CPS[0]!.parcelas.find((x) => x.rel === PARCELA_ESTRES.rel)!.nombre;
    const semana = semanas[0]!;
    const [capa] = (await capas()).filter(
      (f) => f.territorio === nombre && f.capa === 'NDVI' && f.inicio === semana.inicio,
    );
    const [pdf] = await db
      .select({ key: archivoServicio.storageKey })
      .from(archivoServicio)
      .innerJoin(servicio, eq(servicio.servicioId, archivoServicio.servicioId))
      .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
      .where(
        and(
          eq(parcela.nombre, nombre),
          eq(archivoServicio.tipoSubida, 'edeb_res_semanal'),
          like(archivoServicio.nombreOriginal, `%${semana.inicio}%`),
        ),
      );
    const texto = (await textoPdf(pdf!.key)).replace(/\s+/g, ' ');
    const citado = /NDVI promedio del territorio fue (\d+,\d+)/.exec(texto)?.[1];
    expect(citado).toBe(dec2(capa!.media!));
  });
});
