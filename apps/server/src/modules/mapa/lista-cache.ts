// The map list's simplified boundaries, kept per process (docs/decisions/024). Reading a thousand
// boundaries' GeoJSON (megabytes of text) and simplifying them on every request stalled the server;
// a boundary only changes when it is saved, restored or removed. Each entry is keyed by the row's
// version as the database reports it (`xmin`, the transaction that wrote this version of the row,
// with `actualizado`) and the list's tolerance: the list reads the versions with its rows, so a write
// made by any process shows in the next list of every process, with no message between them.
import { sql } from 'drizzle-orm';
import type { Geometria } from '@agro/domain/limites';
import type { AppContext } from '../../context.ts';
import { parcelaLimite } from '../../db/schema/index.ts';
import { Cola } from '../../lib/cola.ts';
import { Recientes } from '../../lib/recientes.ts';
import { workerPool } from '../../lib/worker-pool.ts';

/**
 * Boundaries kept per process: a few large companies' lists (well under 1 KB to a few KB each once
 * simplified). A list longer than this still answers, but is read and simplified every time.
 */
const LISTA_CACHE_MAX = 5_000;

/** What identifies one version of a boundary row; null when the territory has none. */
export const versionLimite = sql<
  string | null
>`${parcelaLimite}.xmin::text || ':' || (extract(epoch from ${parcelaLimite.actualizado}) * 1000)::bigint`;

export interface Pedido {
  parcelaId: number;
  version: string;
}

// One cache per application context (one per process; tests build two apps to play two processes).
const caches = new WeakMap<AppContext, Recientes<string, Promise<Geometria | null>>>();

function cacheDe(ctx: AppContext) {
  let c = caches.get(ctx);
  if (!c) caches.set(ctx, (c = new Recientes(LISTA_CACHE_MAX)));
  return c;
}

/** Reads the boundaries of `faltan` and simplifies them on the pool, one task for the batch. */
async function simplificarFaltantes(ctx: AppContext, faltan: Pedido[], tolerancia: number) {
  const filas = await ctx.database.db
    .select({ parcelaId: parcelaLimite.parcelaId, texto: sql<string>`${parcelaLimite.geometria}::text` })
    .from(parcelaLimite)
    .where(sql`${parcelaLimite.parcelaId} = any(${sql.param(faltan.map((p) => p.parcelaId))}::int[])`);
  const textos = new Map(filas.map((f) => [f.parcelaId, f.texto]));
  const geometrias: (Geometria | null)[] = await workerPool().run(
    'simplificar-limites',
    { textos: faltan.map((p) => textos.get(p.parcelaId) ?? null), tolerancia },
    { timeoutMs: 30_000 },
  );
  return geometrias;
}

// Boundaries read and simplified per task: a tanda's text (~0.8 MB at 200 vertices) is parsed by pg
// on the request thread in a few milliseconds; a company's whole list (~8 MB) read at once would
// block it ten times as long.
const TANDA = 100;

interface Faltante {
  pedido: Pedido;
  resolver: (g: Geometria | null) => void;
  fallar: (e: unknown) => void;
}

async function calcular(ctx: AppContext, tanda: Faltante[], tolerancia: number) {
  try {
    const geos = await simplificarFaltantes(
      ctx,
      tanda.map((f) => f.pedido),
      tolerancia,
    );
    // A boundary removed between the two reads lists without one, as the next list will.
    tanda.forEach((f, i) => f.resolver(geos[i] ?? null));
  } catch (err) {
    for (const f of tanda) f.fallar(err);
  }
}

/**
 * The boundaries of `pedidos` simplified to `tolerancia` (null where a territory has no boundary):
 * the kept ones at once, the others read and simplified by tandas. Concurrent lists share what is
 * being computed; a failure is not kept.
 */
export async function geometriasSimplificadas(
  ctx: AppContext,
  pedidos: (Pedido | null)[],
  tolerancia: number,
): Promise<(Geometria | null)[]> {
  const cache = cacheDe(ctx);
  const faltan: Faltante[] = [];
  const promesas = pedidos.map((p) => {
    if (!p) return null;
    const clave = `${p.parcelaId}:${p.version}:${tolerancia}`;
    const kept = cache.get(clave);
    if (kept) return kept;
    const g = new Promise<Geometria | null>((resolver, fallar) =>
      faltan.push({ pedido: p, resolver, fallar }),
    );
    g.catch(() => cache.delete(clave));
    cache.set(clave, g);
    return g;
  });
  const tandas: Faltante[][] = [];
  for (let i = 0; i < faltan.length; i += TANDA) tandas.push(faltan.slice(i, i + TANDA));
  // Two tandas at a time: one is read while the other is simplified, and a cold list of any size
  // never fills the pool's queue (a full queue answers 503). calcular() hands its failure to its
  // entries, so the queue itself never fails.
  const cola = new Cola(2);
  for (const tanda of tandas) await cola.agregar(() => calcular(ctx, tanda, tolerancia));
  await cola.vaciar();
  return Promise.all(promesas);
}
