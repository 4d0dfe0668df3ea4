// Comparison of two periods of one index: computed by the `comparar` pool task on first request
// (the later raster resampled onto the earlier one's grid, decision 020) and kept in
// raster_comparacion, its difference map under the earlier raster's Storage prefix (removed with it).
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { API_PREFIX } from '@agro/domain/contracts/rutas';
import type { ComparacionRaster } from '@agro/domain/contracts/raster';
import { INDICES, type TipoIndice } from '@agro/domain/indices';
import { MSG_INDICES } from '@agro/domain/messages-raster';
import type { AppContext } from '../../context.ts';
import { archivoServicio, parcelaLimite, raster, rasterComparacion } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { workerPool } from '../../lib/worker-pool.ts';
import { conArchivoLocal, conCarpetaTemporal, subirCarpeta } from './almacen.ts';
import { capaApi, type FilaCapa } from './capas.ts';
import { capasListas, porIndice } from './consultas.ts';

const COMPARAR_MS = 120_000;
type FilaComparacion = typeof rasterComparacion.$inferSelect;

// Two requests for the same pair in one process share one computation.
const enCurso = new Map<string, Promise<FilaComparacion>>();

interface Pedido {
  indice: TipoIndice;
  a?: string;
  b?: string;
}

/** The two layers asked for: by period start, or the two newest periods. */
function elegir(capas: FilaCapa[], q: Pedido): [FilaCapa, FilaCapa] {
  if (capas.length < 2 && !(q.a && q.b)) throw notFound(MSG_INDICES.faltanPeriodos);
  const buscar = (inicio: string | undefined, porDefecto: FilaCapa | undefined) => {
    const c = inicio ? capas.find((x) => x.inicio === inicio) : porDefecto;
    if (!c) throw notFound(MSG_INDICES.periodoNoExiste(inicio ?? ''));
    return c;
  };
  const a = buscar(q.a, capas[1]);
  const b = buscar(q.b, capas[0]);
  if (a.capaId === b.capaId) throw badRequest(MSG_INDICES.mismoPeriodo);
  return [a, b];
}

export async function comparar(ctx: AppContext, parcelaId: number, q: Pedido) {
  const { db } = ctx.database;
  const capas = porIndice(await capasListas(db, [parcelaId], { indice: q.indice })).get(q.indice) ?? [];
  const [a, b] = elegir(capas, q);
  const clave = `${a.capaId}-${b.capaId}`;
  let fila = await guardada(ctx, a.capaId, b.capaId);
  if (!fila) {
    let p = enCurso.get(clave);
    if (!p) {
      p = calcular(ctx, parcelaId, q.indice, a, b).finally(() => enCurso.delete(clave));
      enCurso.set(clave, p);
    }
    fila = await p;
  }
  return comparacionApi(q.indice, a, b, fila);
}

async function guardada(ctx: AppContext, capaA: number, capaB: number) {
  const [fila] = await ctx.database.db
    .select()
    .from(rasterComparacion)
    .where(and(eq(rasterComparacion.capaA, capaA), eq(rasterComparacion.capaB, capaB)));
  return fila;
}

async function calcular(
  ctx: AppContext,
  parcelaId: number,
  indice: TipoIndice,
  a: FilaCapa,
  b: FilaCapa,
): Promise<FilaComparacion> {
  const { db } = ctx.database;
  const fuentes = await db
    .select({ raster, storageKey: archivoServicio.storageKey })
    .from(raster)
    .innerJoin(archivoServicio, eq(archivoServicio.archivoId, raster.archivoId))
    .where(inArray(raster.rasterId, [a.rasterId, b.rasterId]));
  const fa = fuentes.find((f) => f.raster.rasterId === a.rasterId);
  const fb = fuentes.find((f) => f.raster.rasterId === b.rasterId);
  if (!fa || !fb) throw notFound(MSG_INDICES.sinArchivoFuente);
  const [limite] = await db
    .select({ geometria: parcelaLimite.geometria })
    .from(parcelaLimite)
    .where(eq(parcelaLimite.parcelaId, parcelaId));
  const bandas = (r: typeof raster.$inferSelect) =>
    r.tipo === 'multiespectral' ? (r.bandas ?? {}) : undefined;
  const prefijo = `${fa.raster.prefijo}comparacion-${b.capaId}/`;
  const resultado = await conCarpetaTemporal((carpeta) =>
    conArchivoLocal(ctx.storage, fa.storageKey, (archivoA) =>
      conArchivoLocal(ctx.storage, fb.storageKey, async (archivoB) => {
        const salida = path.join(carpeta, 'salida');
        const out = await workerPool().run(
          'raster',
          {
            tarea: 'comparar',
            archivoA,
            archivoB,
            opciones: {
              indice,
              limite: limite?.geometria ?? null,
              bandasA: bandas(fa.raster),
              bandasB: bandas(fb.raster),
            },
            salida,
          },
          { timeoutMs: COMPARAR_MS },
        );
        if (out.tarea !== 'comparar') throw new Error('respuesta inesperada de la tarea raster');
        await subirCarpeta(ctx.storage, salida, prefijo);
        return out.resultado;
      }),
    ),
  );
  await db
    .insert(rasterComparacion)
    .values({ parcelaId, capaA: a.capaId, capaB: b.capaId, prefijo, resultado, createdAt: ctx.now() })
    .onConflictDoNothing();
  const fila = await guardada(ctx, a.capaId, b.capaId);
  if (!fila) throw notFound();
  return fila;
}

function comparacionApi(indice: TipoIndice, a: FilaCapa, b: FilaCapa, f: FilaComparacion): ComparacionRaster {
  const r = f.resultado;
  const d = r.diferencia;
  const base = `${API_PREFIX}/raster/comparaciones/${f.comparacionId}`;
  return {
    indice,
    unidad: INDICES[indice].unidad,
    a: { ...capaApi(a), inicio: a.inicio, termino: a.termino },
    b: { ...capaApi(b), inicio: b.inicio, termino: b.termino },
    media_a: r.mediaA,
    media_b: r.mediaB,
    cambio: r.cambio,
    margen: r.margen,
    area_ha: r.areaHa,
    subio_pct: r.subioPct,
    sin_cambio_pct: r.sinCambioPct,
    bajo_pct: r.bajoPct,
    diferencia: {
      teselas: { url: `${base}/teselas/{z}/{x}/{y}`, zmin: d.teselas.zmin, zmax: d.teselas.zmax },
      imagen: {
        url: `${base}/imagen`,
        ancho: d.imagen.ancho,
        alto: d.imagen.alto,
        mercator: d.imagen.mercator,
        latLng: d.imagen.latLng,
      },
      rango: INDICES[indice].rangoDiferencia,
    },
  };
}
