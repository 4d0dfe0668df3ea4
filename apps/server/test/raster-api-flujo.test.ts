// The whole way from upload to alert: two weeks of NDVI over a demo territory's boundary uploaded
// through the one-request path, shown "en proceso" until the background processing runs, then listed
// with figures; the second week 0.2 lower raises one alert (through the processing's own call of
// alTerminarRaster) and its comparison is computed from the stored source files.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificacion, usuario } from '../src/db/schema/index.ts';
import { procesarSiguiente } from '../src/modules/raster/procesador.ts';
import { escribirGeoTiff } from '../src/raster/write.ts';
import { buildTestApp } from './helpers.ts';
import { grillaSobre, limiteDe, NDVI, parteRaster, subirPeriodo } from './raster-ingesta-helpers.ts';
import { campo } from './raster-fixtures.ts';
import { FILES, foliarDelCp, periodosLibres } from './reportes-helpers.ts';

const t = await buildTestApp();
const { admin, cliente, foliar } = await foliarDelCp(t);
const libres = periodosLibres(t);
const limite = await limiteDe(t, foliar.parcelaId);
const { t: transform, ancho, alto } = grillaSobre(limite);
const base = campo(ancho, alto, 11);

const tif = (desplazar: number) =>
  Buffer.from(
    escribirGeoTiff({
      ancho,
      alto,
      tipo: 'float32',
      bandas: [base.map((v) => v + desplazar)],
      epsg: 32719,
      transform,
    }),
  );

async function subir(semana: number, bytes: Buffer) {
  const res = await subirPeriodo(t, admin, 'edeb', foliar.servicioId, libres.semana(semana), [
    { campo: 'image0', filename: 'ndvi.png', data: FILES.png(1), type: 'image/png' },
    ...parteRaster('raster0', bytes, NDVI),
  ]);
  expect(res.statusCode, res.body).toBe(201);
}

const periodos = async () =>
  (
    await t.app.inject({
      url: `/api/v1/raster/parcela/${foliar.parcelaId}/periodos`,
      headers: { cookie: cliente },
    })
  ).json().periodos as { inicio: string; capas: { indice: string }[]; pendientes: number; errores: number }[];

describe('from upload to alert', () => {
  it('shows an uploaded period in process, then its processed layer', async () => {
    await subir(0, tif(0));
    const [antes] = (await periodos()).filter((p) => p.inicio === libres.semana(0).inicio);
    expect(antes).toMatchObject({ capas: [], pendientes: 1, errores: 0 });
    expect(await procesarSiguiente(t.ctx)).toMatchObject({ estado: 'listo' });
    const [despues] = (await periodos()).filter((p) => p.inicio === libres.semana(0).inicio);
    expect(despues).toMatchObject({ pendientes: 0, capas: [expect.objectContaining({ indice: 'NDVI' })] });
  });

  it('raises one alert when the next week is 0.2 lower, with a notice linking to the comparison', async () => {
    await subir(1, tif(-0.2));
    expect(await procesarSiguiente(t.ctx)).toMatchObject({ estado: 'listo' });
    const [a, b] = [libres.semana(0).inicio, libres.semana(1).inicio];
    const avisos = await t.ctx.database.db
      .select({ enlace: notificacion.enlace, cuerpo: notificacion.cuerpo })
      .from(notificacion)
      .innerJoin(usuario, eq(usuario.usuarioId, notificacion.usuarioId))
      .where(and(eq(usuario.email, 'cliente@agrodemo.cl'), eq(notificacion.tipo, 'alertas')));
    const enlace = `/cliente-principal/indices?parcela=${foliar.parcelaId}&indice=NDVI&a=${a}&b=${b}`;
    expect(avisos.filter((n) => n.enlace === enlace)).toHaveLength(
      (
        await t.app.inject({
          url: `/api/v1/raster/parcela/${foliar.parcelaId}/serie?indice=NDVI`,
          headers: { cookie: cliente },
        })
      )
        .json()
        .alertas.filter((x: { inicio: string }) => x.inicio === b).length,
    );
    expect(avisos.some((n) => n.enlace === enlace && n.cuerpo.includes('bajó'))).toBe(true);
    const res = await t.app.inject({
      url: `/api/v1/raster/parcela/${foliar.parcelaId}/comparar?indice=NDVI&a=${a}&b=${b}`,
      headers: { cookie: cliente },
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().comparacion;
    expect(c.cambio).toBeCloseTo(-0.2, 5);
    expect(c.bajo_pct).toBeCloseTo(100, 6);
  });
});
