import { area } from '@turf/area';
import { and, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { limiteSchema } from '@agro/domain/contracts/mapa';
import type { TipoServicio } from '@agro/domain/constants';
import { bboxDe, centroideDe, geometria2d, validarGeometria, type Geometria } from '@agro/domain/limites';
import { MSG } from '@agro/domain/messages';
import { MSG_MAPA } from '@agro/domain/messages-mapa';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { parcelaLimite } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { badRequest, HttpError, notFound, tooLarge } from '../../lib/errors.ts';
import type { Receive } from '../../lib/multipart.ts';
import { removeStored } from '../../lib/uploads.ts';
import { geometriaDeArchivo, leerTodo, type FormatoLimite } from './archivo.ts';
import { quitarLimite, reemplazarLimite, selectAnterior } from './limite-anterior.ts';
import type { RecordOf } from '../../policies/index.ts';
import { parcelasVisibles } from '../../policies/parcela.ts';
import {
  filtroCp,
  filtroParcelas,
  filtroServicio,
  huellaParcelasMapa,
  selectInformes,
  selectParcelasMapa,
} from './queries.ts';
import { geometriasSimplificadas } from './lista-cache.ts';
import { toleranciaLista } from './simplificar.ts';

type LimiteRow = typeof parcelaLimite.$inferSelect;

export const limiteDe = (r: LimiteRow): z.output<typeof limiteSchema> => ({
  geometria: r.geometria,
  area_m2: r.areaM2,
  centroide: { lat: r.centroLat, lon: r.centroLon },
  bbox: [r.bboxOeste, r.bboxSur, r.bboxEste, r.bboxNorte],
  origen: r.origen,
  actualizado: r.actualizado,
});

type Filas = Awaited<ReturnType<typeof selectParcelasMapa>>;

async function conInformes(db: DbOrTx, filas: Filas, geometrias: (Geometria | null)[]) {
  const informes = await selectInformes(
    db,
    filas.flatMap((f) => (f.servicio_id === null ? [] : [f.servicio_id])),
  );
  return filas.map(({ geometria: _texto, version: _version, ...f }, i) => {
    const inf = f.servicio_id === null ? undefined : informes.get(f.servicio_id);
    const geometria = geometrias[i];
    return {
      ...f,
      ultimo_informe: inf?.ultimo ?? null,
      ultima_imagen:
        inf?.nombre && inf.extension && inf.tipo_subida && inf.inicio && inf.termino
          ? {
              nombre: inf.nombre,
              extension: inf.extension,
              tipo_subida: inf.tipo_subida,
              inicio: inf.inicio,
              termino: inf.termino,
            }
          : null,
      limite: f.limite && geometria ? limiteDe({ ...f.limite, geometria }) : null,
    };
  });
}

// The list's boundaries are megabytes of JSON for a large company: simplified to what the map can
// show on a pool thread (simplificar.ts, docs/decisions/018) and kept per row version (lista-cache.ts,
// docs/decisions/024).
async function geometriasDeLista(ctx: AppContext, filas: Filas): Promise<(Geometria | null)[]> {
  if (!filas.some((f) => f.version)) return filas.map(() => null);
  const lons = filas.flatMap((f) => (f.limite ? [f.limite.bboxOeste, f.limite.bboxEste] : [f.lon]));
  const lats = filas.flatMap((f) => (f.limite ? [f.limite.bboxSur, f.limite.bboxNorte] : [f.lat]));
  const tolerancia = toleranciaLista([
    Math.min(...lons),
    Math.min(...lats),
    Math.max(...lons),
    Math.max(...lats),
  ]);
  return geometriasSimplificadas(
    ctx,
    filas.map((f) => (f.version ? { parcelaId: f.parcela_id, version: f.version } : null)),
    tolerancia,
  );
}

/** Which territories a map list shows, and a key naming that set (the list's kept answer). */
export interface AlcanceLista {
  where: SQL | undefined;
  clave: string;
}

/**
 * The territories a caller sees on the map: staff all (optionally one company and service type),
 * a principal client its company's, an employee the ones it is linked to. A company named by a
 * client other than its own was refused (403) by the access plugin.
 */
export function alcanceLista(
  actor: Actor,
  q: { cp_id?: number; tipo_servicio?: TipoServicio },
): AlcanceLista {
  const visibles = parcelasVisibles(actor, q.cp_id);
  const [scope, nombre] =
    visibles === 'todas'
      ? [undefined, 'todas']
      : 'cpId' in visibles
        ? [filtroCp(visibles.cpId), `cp:${visibles.cpId}`]
        : [filtroParcelas(visibles.parcelaIds), `parcelas:${visibles.parcelaIds.join(',')}`];
  return {
    where: and(scope, q.tipo_servicio ? filtroServicio(q.tipo_servicio) : undefined),
    clave: `${nombre}|${q.tipo_servicio ?? ''}`,
  };
}

/** The map list of `alcance`: its territories with their simplified boundaries and latest reports. */
export async function parcelas(ctx: AppContext, alcance: AlcanceLista) {
  const filas = await selectParcelasMapa(ctx.database.db, alcance.where);
  return conInformes(ctx.database.db, filas, await geometriasDeLista(ctx, filas));
}

/** What the list of `alcance` is made from (queries.ts): its kept answer holds while this does. */
export const huellaLista = (ctx: AppContext, alcance: AlcanceLista) =>
  huellaParcelasMapa(ctx.database.db, alcance.where);

/** One territory on the map; 404 when the caller may not see it. */
export async function parcela(ctx: AppContext, parcelaId: number) {
  const { db } = ctx.database;
  const filas = await selectParcelasMapa(db, filtroParcelas([parcelaId]), { exacta: true });
  // One territory's page shows its boundary exactly, as stored.
  const [fila] = await conInformes(
    db,
    filas,
    filas.map((f) => (f.geometria ? (JSON.parse(f.geometria) as Geometria) : null)),
  );
  if (!fila) throw notFound();
  const anterior = await selectAnterior(db, parcelaId);
  return { ...fila, limite_anterior: anterior ? limiteDe(anterior) : null };
}

/**
 * The stored row of a boundary: its geodesic area, centroid and box are derived here once, so the
 * map's saves and the demo seed store the same columns the same way.
 */
export function filaLimite(
  parcelaId: number,
  geo: Geometria,
  origen: LimiteRow['origen'],
  actualizadoPor: number,
  actualizado: Date,
) {
  const [oeste, sur, este, norte] = bboxDe(geo);
  const centro = centroideDe(geo);
  return {
    parcelaId,
    geometria: geo,
    areaM2: area(geo),
    centroLat: centro.lat,
    centroLon: centro.lon,
    bboxOeste: oeste,
    bboxSur: sur,
    bboxEste: este,
    bboxNorte: norte,
    origen,
    actualizadoPor,
    actualizado,
  };
}

/** Checks a boundary (2D, valid): 400 with the reason otherwise. */
function geometriaValida(geometria: Geometria): Geometria {
  const geo = geometria2d(geometria);
  const problema = validarGeometria(geo);
  if (problema) throw badRequest(problema);
  return geo;
}

/**
 * Validates a boundary, computes its geodesic area, centroid and box, and stores it; the boundary
 * it replaces is kept as the previous one (limite-anterior.ts).
 */
async function guardar(
  ctx: AppContext,
  actor: Actor,
  parcelaId: number,
  geometria: Geometria,
  origen: LimiteRow['origen'],
) {
  const values = filaLimite(parcelaId, geometriaValida(geometria), origen, actor.usuarioId, ctx.now());
  return limiteDe(await reemplazarLimite(ctx.database.db, values));
}

/** A boundary drawn on the map (or sent as GeoJSON geometry). */
export async function guardarDibujo(ctx: AppContext, actor: Actor, parcelaId: number, geometria: Geometria) {
  return guardar(ctx, actor, parcelaId, geometria, 'dibujo');
}

const PREFIJO_TEMPORAL = 'limites-tmp';

/**
 * The boundary in an uploaded GeoJSON, KML or KMZ (multipart `file0`). The file passes through
 * storage like every upload (type by content, size limit) and is deleted once read: only the
 * geometry is kept.
 */
async function geometriaRecibida(ctx: AppContext, receive: Receive) {
  const { files } = await receive({
    prefix: PREFIJO_TEMPORAL,
    wrongType: MSG_MAPA.limiteTipoArchivo,
    unknownFile: MSG.campoInvalido('file0'),
  }).catch((err: unknown) => {
    throw err instanceof HttpError && err.statusCode === 413 ? tooLarge(MSG_MAPA.limiteMuyGrande) : err;
  });
  const file = files.get('file0');
  if (!file) throw badRequest(MSG.seleccioneArchivo);
  try {
    const data = await leerTodo(await ctx.storage.get(file.key));
    const formato = file.ext as FormatoLimite;
    return { formato, geometria: await geometriaDeArchivo(formato, data) };
  } finally {
    await removeStored(ctx.storage, [file.key]);
  }
}

/** A boundary uploaded as a file, stored at once (the map's "Guardar" after its preview re-sends it). */
export async function subirArchivo(ctx: AppContext, actor: Actor, parcelaId: number, receive: Receive) {
  const { formato, geometria } = await geometriaRecibida(ctx, receive);
  return guardar(ctx, actor, parcelaId, geometria, formato);
}

/**
 * A boundary file read and checked exactly as an upload, but not stored: its outline, area and
 * difference to the declared extension, for the map to show before "Guardar".
 */
export async function previsualizar(ctx: AppContext, actor: Actor, p: RecordOf<'parcela'>, receive: Receive) {
  const { parcelaId } = p;
  const { formato, geometria } = await geometriaRecibida(ctx, receive);
  const { actualizado: _a, ...limite } = limiteDe(
    filaLimite(parcelaId, geometriaValida(geometria), formato, actor.usuarioId, ctx.now()),
  );
  const diferencia = limite.area_m2 - p.extension;
  return {
    ...limite,
    extension: p.extension,
    diferencia_m2: diferencia,
    diferencia_pct: p.extension > 0 ? (diferencia / p.extension) * 100 : null,
  };
}

/** Removes the boundary; it is kept as the previous one, so it can be restored. */
export async function eliminar(ctx: AppContext, parcelaId: number) {
  if (!(await quitarLimite(ctx.database.db, parcelaId))) throw notFound(MSG_MAPA.limiteNoExiste);
}

/** The base layer configuration for the web app. */
export const mapaConfig = (ctx: AppContext) => ({
  tiles_url: ctx.config.mapTiles?.url ?? null,
  tiles_attribution: ctx.config.mapTiles?.attribution ?? '',
});
