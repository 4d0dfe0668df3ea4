// Background processing of uploaded rasters (decision 021). Every process polls the `raster` table
// and claims one row at a time (procesador-queries.ts); the work runs on the background worker pool,
// never on the event loop; its outputs go to the Storage under the row's prefix, then the figures
// and `listo` are committed together. A refusal of the core is `error` with its Spanish reason; a
// process that dies leaves its lease to run out, and another process takes the row (3 attempts).
import { randomUUID } from 'node:crypto';
import { MSG_RASTER } from '@agro/domain/indices';
import type { AppContext } from '../../context.ts';
import { defaultRunner } from '../../jobs/scheduler.ts';
import { HttpError } from '../../lib/errors.ts';
import { workerPool } from '../../lib/worker-pool.ts';
import { borrarPrefijo, conArchivoLocal, conCarpetaTemporal, subirCarpeta } from './almacen.ts';
import { alTerminarRaster } from './eventos.ts';
import {
  existe,
  fuenteDe,
  guardarResultado,
  MAX_INTENTOS,
  reclamar,
  soltar,
  type RasterRow,
} from './procesador-queries.ts';
import { opcionesDe } from './revision.ts';

/** How long a claim lasts; the task's own limit is shorter, so a live process never loses its row. */
const LEASE_S = 600;
const TAREA_MS = 540_000;

export type Resultado = { rasterId: number; estado: 'listo' | 'error' | 'pendiente' | 'perdido' } | null;

type Log = Pick<NonNullable<AppContext['log']>, 'error' | 'info'>;

/**
 * Claims and processes the next raster, if any: its id and how it ended (`perdido` when its row
 * was deleted or taken over meanwhile); null when none was waiting.
 */
export async function procesarSiguiente(ctx: AppContext, quien = quienSoy()): Promise<Resultado> {
  const { db } = ctx.database;
  const r = await reclamar(db, quien, LEASE_S);
  if (!r) return null;
  try {
    const estado = await procesar(ctx, r, quien);
    return { rasterId: r.rasterId, estado };
  } catch (err) {
    await borrarPrefijo(ctx.storage, r.prefijo).catch(() => undefined);
    if (err instanceof HttpError && err.statusCode !== 503) {
      await soltar(db, r, quien, { estado: 'error', motivo: err.mensaje });
      return { rasterId: r.rasterId, estado: 'error' };
    }
    // Not the file's fault (storage, a busy pool, a thread that ran out of memory): try again later.
    ctx.log?.error({ err, rasterId: r.rasterId }, 'raster processing failed');
    const agotado = r.intentos >= MAX_INTENTOS;
    await soltar(
      db,
      r,
      quien,
      agotado ? { estado: 'error', motivo: MSG_RASTER.reintentosAgotados } : { estado: 'pendiente' },
    );
    return { rasterId: r.rasterId, estado: agotado ? 'error' : 'pendiente' };
  }
}

async function procesar(ctx: AppContext, r: RasterRow, quien: string) {
  const { db } = ctx.database;
  const fuente = await fuenteDe(db, r);
  if (!fuente) return 'perdido' as const;
  const opciones = { ...opcionesDe(descDe(r)), limite: fuente.limite };
  // Outputs an earlier attempt left half-written go first.
  await borrarPrefijo(ctx.storage, r.prefijo);
  const resultado = await conArchivoLocal(ctx.storage, fuente.key, (archivo) =>
    conCarpetaTemporal(async (salida) => {
      const out = await workerPool('fondo').run(
        'raster',
        { tarea: 'procesar', archivo, opciones, salida },
        { timeoutMs: TAREA_MS },
      );
      if (out.tarea !== 'procesar') throw new Error('respuesta inesperada de la tarea raster');
      await subirCarpeta(ctx.storage, salida, r.prefijo);
      return out.resultado;
    }),
  );
  if (!(await guardarResultado(db, r, quien, resultado))) {
    // The period was deleted meanwhile: its outputs are nobody's. A row taken over keeps them.
    if (!(await existe(db, r.rasterId))) await borrarPrefijo(ctx.storage, r.prefijo);
    return 'perdido' as const;
  }
  await alTerminarRaster(ctx, r.rasterId).catch((err: unknown) =>
    ctx.log?.error({ err, rasterId: r.rasterId }, 'alTerminarRaster failed'),
  );
  return 'listo' as const;
}

function descDe(r: RasterRow) {
  if (r.tipo === 'indice') return { tipo: r.tipo, indice: r.indice ?? 'NDVI' } as const;
  if (r.tipo === 'multiespectral') return { tipo: r.tipo, bandas: r.bandas ?? {} } as const;
  return { tipo: r.tipo } as const;
}

const quienSoy = () => `${defaultRunner()}:${randomUUID().slice(0, 8)}`;

export interface Procesador {
  despertar(): void;
  stop(): Promise<void>;
}

const activos = new WeakMap<AppContext, Procesador>();

/** Wakes this process's poller at once (after a commit with rasters); nothing when it is off. */
export function despertarProcesador(ctx: AppContext): void {
  activos.get(ctx)?.despertar();
}

/** Polls for rasters every `everyMs` (and when woken), processing them one after another, until stopped. */
export function iniciarProcesador(ctx: AppContext, opts: { everyMs?: number; log?: Log } = {}): Procesador {
  const quien = quienSoy();
  let current: Promise<void> | null = null;
  let stopped = false;
  let otraVez = false;
  const tick = () => {
    if (stopped) return;
    if (current) {
      otraVez = true;
      return;
    }
    current = (async () => {
      do {
        otraVez = false;
        while (!stopped) {
          const hecho = await procesarSiguiente(ctx, quien);
          if (!hecho) break;
          opts.log?.info(`ráster ${hecho.rasterId}: ${hecho.estado}`);
        }
      } while (otraVez && !stopped);
    })()
      .catch((err: unknown) => opts.log?.error({ err }, 'raster poller tick failed'))
      .finally(() => {
        current = null;
      });
  };
  const every = setInterval(tick, opts.everyMs ?? 5_000);
  every.unref();
  const first = setTimeout(tick, 1_000);
  first.unref();
  const p: Procesador = {
    despertar: tick,
    stop: async () => {
      stopped = true;
      clearInterval(every);
      clearTimeout(first);
      activos.delete(ctx);
      await current;
    },
  };
  activos.set(ctx, p);
  return p;
}
