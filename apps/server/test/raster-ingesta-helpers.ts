// Rasters over a demo territory's boundary, and the uploads that carry them (raster-ingesta tests).
import { eq } from 'drizzle-orm';
import proj4 from 'proj4';
import type { Geometria } from '@agro/domain/limites';
import type { DescRaster } from '@agro/domain/schemas/raster';
import '../src/raster/crs.ts';
import { parcelaLimite, raster, rasterCapa } from '../src/db/schema/index.ts';
import type { Geotransform } from '../src/raster/open.ts';
import { escribirGeoTiff } from '../src/raster/write.ts';
import type { TestApp } from './helpers.ts';
import { campo } from './raster-fixtures.ts';
import { foliarDelCp, multipartBody, periodosLibres, type Parte } from './reportes-helpers.ts';

export async function limiteDe(t: TestApp, parcelaId: number): Promise<Geometria> {
  const [row] = await t.ctx.database.db
    .select({ g: parcelaLimite.geometria })
    .from(parcelaLimite)
    .where(eq(parcelaLimite.parcelaId, parcelaId));
  if (!row) throw new Error(`el territorio ${parcelaId} no tiene límite en los datos demo`);
  return row.g;
}

/** A UTM 19S grid covering the boundary with a margin, shifted by `desplazarM` metres east. */
export function grillaSobre(
  limite: Geometria,
  desplazarM = 0,
): { t: Geotransform; ancho: number; alto: number } {
  const a = proj4('EPSG:4326', 'EPSG:32719');
  const pts = (limite.type === 'Polygon' ? [limite.coordinates] : limite.coordinates)
    .flat(2)
    .map((p) => a.forward([p[0]!, p[1]!]));
  const xs = pts.map((p) => p[0]!);
  const ys = pts.map((p) => p[1]!);
  const [x0, x1, y0, y1] = [
    Math.min(...xs) - 30,
    Math.max(...xs) + 30,
    Math.min(...ys) - 30,
    Math.max(...ys) + 30,
  ];
  const paso = Math.max((x1 - x0) / 160, (y1 - y0) / 160);
  const ancho = Math.ceil((x1 - x0) / paso);
  const alto = Math.ceil((y1 - y0) / paso);
  return { t: { x0: x0 + desplazarM, dx: paso, y0: y1, dy: -paso }, ancho, alto };
}

/** A GeoTIFF over the boundary: an NDVI-like index (1 band) or `bandas` bands, or all nodata. */
export function geotiffSobre(
  limite: Geometria,
  o: { bandas?: number; semilla?: number; desplazarM?: number; vacio?: boolean } = {},
): Buffer {
  const { t, ancho, alto } = grillaSobre(limite, o.desplazarM);
  const n = o.bandas ?? 1;
  return Buffer.from(
    escribirGeoTiff({
      ancho,
      alto,
      tipo: 'float32',
      bandas: Array.from({ length: n }, (_, i) =>
        o.vacio
          ? new Float32Array(ancho * alto).fill(-9999)
          : campo(ancho, alto, (o.semilla ?? 1) + i, -9999),
      ),
      epsg: 32719,
      transform: t,
      nodata: -9999,
    }),
  );
}

export const NDVI: DescRaster = { tipo: 'indice', indice: 'NDVI' };

/** The multipart parts of one raster slot: the file and its description. */
export const parteRaster = (
  campoSlot: string,
  data: Buffer,
  desc: DescRaster | string | null,
  nombre = 'ndvi.tif',
): Parte[] => [
  { campo: campoSlot, filename: nombre, data, type: 'image/tiff' },
  ...(desc === null
    ? []
    : [{ campo: `${campoSlot}_desc`, value: typeof desc === 'string' ? desc : JSON.stringify(desc) }]),
];

export async function subirPeriodo(
  t: TestApp,
  cookie: string,
  grupo: string,
  servicioId: number,
  r: { inicio: string; termino: string },
  partes: Parte[],
) {
  const body = await multipartBody(partes);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/servicio/subir/${grupo}/${servicioId}/${r.inicio}/${r.termino}`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

export async function rastersDe(t: TestApp, servicioId: number) {
  return t.ctx.database.db.select().from(raster).where(eq(raster.servicioId, servicioId));
}

export async function capasDe(t: TestApp, rasterId: number) {
  return t.ctx.database.db.select().from(rasterCapa).where(eq(rasterCapa.rasterId, rasterId));
}

/**
 * The setting of the raster upload and processing tests: staff's session, the demo client's EDEB
 * Foliar service, its free weeks, its territory's boundary, and the upload of week `n` with `partes`.
 */
export async function escenarioRaster(t: TestApp) {
  const { admin, cliente, foliar } = await foliarDelCp(t);
  const libres = periodosLibres(t);
  const limite = await limiteDe(t, foliar.parcelaId);
  const subir = (semana: number, partes: Parte[]) =>
    subirPeriodo(t, admin, 'edeb', foliar.servicioId, libres.semana(semana), partes);
  return { admin, cliente, foliar, libres, limite, subir };
}
