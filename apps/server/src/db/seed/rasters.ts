// The demo GeoTIFFs of every territory and report week (issue 27), processed at seed time by the
// same pool task as an upload (workers/raster.ts), so the figures, tiles and renderings exist on the
// first start and the weekly PDFs quote what the platform computed.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { servicioPermite, type TipoSubida } from '@agro/domain/constants';
import type { Banda, TipoIndice, TipoRaster } from '@agro/domain/indices';
import { addDays, type Rango } from '@agro/domain/periods';
import { asc, eq, inArray } from 'drizzle-orm';
import { workerPool } from '../../lib/worker-pool.ts';
import { demoRasters, type RasterDemo } from '../../raster/demo/index.ts';
import type { ResultadoRaster } from '../../raster/process.ts';
import { prefijoRaster } from '../../modules/raster/almacen.ts';
import { alTerminarRaster, type ContextoAlertas } from '../../modules/raster/eventos.ts';
import { filaCapa } from '../../modules/raster/procesador-queries.ts';
import type { Estadisticas } from '../../raster/stats.ts';
import type { Tx } from '../client.ts';
import { raster, rasterCapa, servicio } from '../schema/index.ts';
import { DEMO_CPS, type DemoParcela } from './demo-data.ts';
import { limiteDemo } from './contornos.ts';
import type { StagedFiles, StoredFile } from './staged-files.ts';

/** The territory whose stress patch grows over the last three weeks: the first company's first one. */
export const PARCELA_ESTRES = { empresa: 0, rel: 1 } as const;

const TIPO_SUBIDA: Record<'edeb' | 'sensores', TipoSubida> = {
  edeb: 'edeb_raster_semanal',
  sensores: 'sensor_raster_semanal',
};

/** One processed demo raster: its stored file, its description and the figures of its layers. */
export interface RasterSembrado {
  servicioKey: string;
  grupo: 'edeb' | 'sensores';
  inicio: string;
  archivo: StoredFile & { tipoSubida: TipoSubida; campo: string };
  tipo: TipoRaster;
  indice: TipoIndice | null;
  bandas: Partial<Record<Banda, number>> | null;
  /** Storage key prefix of its outputs, as an upload's (`raster/<archivo nombre>/`). */
  prefijo: string;
  resultado: ResultadoRaster;
  /** The colour rendering of each layer (PNG), by layer name: the week's preview image. */
  renderizado: Map<string, Buffer>;
}

/** Figures of one territory's week, by layer name ('NDVI', 'humedad', …). */
export type CifrasSemana = Map<string, Estadisticas>;

export const claveCifras = (servicioKey: string, inicio: string) => `${servicioKey}@${inicio}`;

/** The figures of every processed layer, by service and week (for the report texts). */
export function cifrasPorSemana(rasters: readonly RasterSembrado[]): Map<string, CifrasSemana> {
  const out = new Map<string, CifrasSemana>();
  for (const r of rasters) {
    const clave = claveCifras(r.servicioKey, r.inicio);
    const cifras = out.get(clave) ?? new Map<string, Estadisticas>();
    for (const c of r.resultado.capas) if (c.estadisticas) cifras.set(c.capa, c.estadisticas);
    out.set(clave, cifras);
  }
  return out;
}

/**
 * Generates, processes and stores the rasters of every demo territory with a service for the given
 * weeks. Rasters are small (2 m pixels over a few hectares): the whole set takes seconds.
 */
export async function stageRasters(
  files: StagedFiles,
  semanas: readonly Rango[],
  servicioKey: (empresa: number, rel: number) => string,
): Promise<RasterSembrado[]> {
  const lunes = semanas.map((s) => s.inicio);
  const trabajo: (() => Promise<RasterSembrado>)[] = [];
  DEMO_CPS.forEach((empresa, e) => {
    for (const t of empresa.parcelas) {
      const grupo = grupoRaster(t);
      const limite = limiteDemo(e, t);
      const estres = e === PARCELA_ESTRES.empresa && t.rel === PARCELA_ESTRES.rel;
      const demo = demoRasters(
        { clave: `${e}:${t.nombre}`, cultivos: t.tags, servicio: t.servicio, limite, estres },
        lunes,
      );
      const porSemana = new Map<string, number>();
      for (const r of demo) {
        const n = porSemana.get(r.semana) ?? 0;
        porSemana.set(r.semana, n + 1);
        const destino = { servicioKey: servicioKey(e, t.rel), grupo, campo: `raster${n}` };
        trabajo.push(() => procesarDemo(files, r, destino, limite));
      }
    }
  });
  return enParalelo(trabajo, EN_CURSO);
}

// The pool's queue is bounded: a few rasters at a time keep every thread busy without filling it.
const EN_CURSO = 3;

async function enParalelo<T>(trabajos: (() => Promise<T>)[], n: number): Promise<T[]> {
  const out = new Array<T>(trabajos.length);
  let siguiente = 0;
  const hilo = async () => {
    while (siguiente < trabajos.length) {
      const k = siguiente++;
      out[k] = await trabajos[k]!();
    }
  };
  await Promise.all(Array.from({ length: n }, hilo));
  return out;
}

/** EDEB Full and Foliar rasters belong to the EDEB group; Sensores maps to the sensors group. */
function grupoRaster(t: DemoParcela): 'edeb' | 'sensores' {
  return servicioPermite(t.servicio, 'edeb') ? 'edeb' : 'sensores';
}

async function procesarDemo(
  files: StagedFiles,
  r: RasterDemo,
  destino: { servicioKey: string; grupo: 'edeb' | 'sensores'; campo: string },
  limite: ReturnType<typeof limiteDemo>,
): Promise<RasterSembrado> {
  const tif = Buffer.from(r.archivo.buffer, r.archivo.byteOffset, r.archivo.byteLength);
  const stored = await files.put('servicios', 'tif', 'image/tiff', r.nombre, tif);
  const prefijo = prefijoRaster(stored.nombre);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agro-raster-demo-'));
  try {
    const archivo = path.join(dir, 'fuente.tif');
    await writeFile(archivo, tif);
    const salida = path.join(dir, 'salida');
    const out = await workerPool().run('raster', {
      tarea: 'procesar',
      archivo,
      opciones: { tipo: r.tipo, indice: r.indice, bandas: r.bandas, limite },
      salida,
    });
    if (out.tarea !== 'procesar') throw new Error('tarea raster inesperada');
    const renderizado = await guardarSalidas(files, salida, prefijo, out.resultado);
    return {
      servicioKey: destino.servicioKey,
      grupo: destino.grupo,
      inicio: r.semana,
      archivo: { ...stored, tipoSubida: TIPO_SUBIDA[destino.grupo], campo: destino.campo },
      tipo: r.tipo,
      indice: r.indice ?? null,
      bandas: r.bandas ?? null,
      prefijo,
      resultado: out.resultado,
      renderizado,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Puts every output file under the raster's prefix; answers each layer's rendering. */
async function guardarSalidas(
  files: StagedFiles,
  salida: string,
  prefijo: string,
  resultado: ResultadoRaster,
): Promise<Map<string, Buffer>> {
  const rutas = (await readdir(salida, { recursive: true, withFileTypes: true }))
    .filter((d) => d.isFile())
    .map((d) => path.relative(salida, path.join(d.parentPath, d.name)).split(path.sep).join('/'));
  const imagenes = new Set(resultado.capas.map((c) => c.imagen.ruta));
  const renderizado = new Map<string, Buffer>();
  await Promise.all(
    rutas.map(async (ruta) => {
      const datos = await readFile(path.join(salida, ...ruta.split('/')));
      if (imagenes.has(ruta)) {
        const capa = resultado.capas.find((c) => c.imagen.ruta === ruta);
        if (capa) renderizado.set(capa.capa, datos);
      }
      await files.putAt(`${prefijo}${ruta}`, datos);
    }),
  );
  return renderizado;
}

/**
 * Inserts the processed rasters as an upload's processing leaves them: a `raster` row `listo` per
 * file and a `raster_capa` row per layer with its figures and outputs.
 */
export async function insertRasters(
  tx: Tx,
  rasters: readonly RasterSembrado[],
  archivoIds: Map<string, number>,
  servicioIds: Map<string, number>,
  now: Date,
): Promise<void> {
  if (rasters.length === 0) return;
  const servicios = await tx
    .select({ servicioId: servicio.servicioId, parcelaId: servicio.parcelaId })
    .from(servicio)
    .where(inArray(servicio.servicioId, [...servicioIds.values()]));
  const parcelaDe = new Map(servicios.map((s) => [s.servicioId, s.parcelaId]));
  const filas = rasters.map((r) => {
    const servicioId = servicioIds.get(r.servicioKey);
    const archivoId = archivoIds.get(r.archivo.storageKey);
    const parcelaId = servicioId === undefined ? undefined : parcelaDe.get(servicioId);
    if (servicioId === undefined || archivoId === undefined || parcelaId === undefined)
      throw new Error(`Raster demo sin fila: ${r.archivo.storageKey}`);
    return { r, servicioId, archivoId, parcelaId, termino: addDays(r.inicio, 6) };
  });
  const ids = await tx
    .insert(raster)
    .values(
      filas.map(({ r, servicioId, archivoId, parcelaId, termino }) => ({
        archivoId,
        servicioId,
        parcelaId,
        inicio: r.inicio,
        termino,
        tipo: r.tipo,
        indice: r.indice,
        bandas: r.bandas,
        estado: 'listo' as const,
        intentos: 1,
        info: r.resultado.raster,
        prefijo: r.prefijo,
        procesadoAt: now,
      })),
    )
    .returning({ rasterId: raster.rasterId, archivoId: raster.archivoId });
  const rasterDe = new Map(ids.map((i) => [i.archivoId, i.rasterId]));
  const capas = filas.flatMap(({ r, archivoId, parcelaId, termino }) =>
    r.resultado.capas.map((c) =>
      filaCapa({ rasterId: rasterDe.get(archivoId)!, parcelaId, inicio: r.inicio, termino }, c),
    ),
  );
  await tx.insert(rasterCapa).values(capas);
}

/** Raises the demo's index alerts: every processed raster, oldest period first, as processing would. */
export async function alertasDemo(ctx: ContextoAlertas): Promise<void> {
  const rows = await ctx.database.db
    .select({ rasterId: raster.rasterId })
    .from(raster)
    .where(eq(raster.estado, 'listo'))
    .orderBy(asc(raster.inicio), asc(raster.rasterId));
  for (const r of rows) await alTerminarRaster(ctx, r.rasterId);
}
