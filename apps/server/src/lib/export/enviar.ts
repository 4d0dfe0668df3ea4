import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import type { FormatoExport } from '@agro/domain/schemas/exportar';
import type { Db } from '../../db/client.ts';
import { contentDisposition } from '../send-file.ts';
import { workerPool } from '../worker-pool.ts';
import { escribirZip } from '../zip.ts';
import { celdaCsv, type Columna, type Valor } from './columnas.ts';
import { hojaXlsx, partesXlsx } from './xlsx.ts';

/** Where an export reads from: a database, and the time its name and "today" are taken at. */
export interface Origen {
  db: Db;
  ahora: Date;
}

/** A list to export: the file's name (without extension), its sheet, columns and rows in batches. */
export interface Exportacion<T> {
  formato: FormatoExport;
  archivo: string;
  hoja: string;
  columnas: Columna<T>[];
  /** The rows, a batch at a time: the exporter asks for the next one only after writing this one. */
  lotes: AsyncIterable<T[]>;
}

const CONTENT_TYPE = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

// A batch of an export takes its worker at most this long; a stuck one ends the download.
const LOTE_MS = 60_000;
// Rows turned into cell values and handed to the pool at a time. Both steps (and the structured clone
// of the values into the pool's thread) are synchronous on the request thread: a whole 5,000-row batch
// in one go held it for that long at once (issue 25: the event loop blocked up to 534 ms with 10 XLSX
// exports at once); a slice of 1,000 is a fifth of that, and the loop turns between slices.
export const TROZO = 1000;
// Slices handed to the pool ahead of the one being sent. Reading, formatting and sending then overlap
// (with one batch in flight, each waited for the others and the request thread sat idle 45 % of a
// 100 k-row export); memory stays a few batches.
const ADELANTE = 6;

/**
 * The rows as encoded bytes, a slice at a time: this thread reads a batch and turns each row of a
 * slice into its cell values, a pool thread formats them (lib/export/xlsx.ts, columnas.ts) while the
 * next slice is prepared and the previous one sent. The generator runs only when the stream wants more
 * bytes, so a slow client holds at most ADELANTE formatted slices and one batch read ahead.
 */
async function* codificar<T>(e: Exportacion<T>, it: AsyncIterator<T[]>, first: IteratorResult<T[]>) {
  const tipos = e.columnas.map((c) => c.tipo);
  const opts = { timeoutMs: LOTE_MS };
  let primera = 2;
  const cola: Promise<Uint8Array>[] = [];
  let leyendo: Promise<IteratorResult<T[]>> | null = Promise.resolve(first);
  let lote: T[] = [];
  let desde = 0;
  try {
    for (;;) {
      while (cola.length < ADELANTE) {
        if (desde >= lote.length) {
          if (!leyendo) break;
          const r: IteratorResult<T[]> = await leyendo;
          leyendo = r.done ? null : enEspera(it.next());
          if (r.done) break;
          [lote, desde] = [r.value, 0];
          continue;
        }
        // Not the first slice of a batch: let the loop serve others before the next synchronous stretch.
        if (desde > 0) await setImmediate();
        const filas: Valor[][] = lote
          .slice(desde, desde + TROZO)
          .map((r) => e.columnas.map((c) => c.valor(r)));
        desde += TROZO;
        cola.push(
          enEspera(workerPool().run('exportar-lote', { formato: e.formato, tipos, filas, primera }, opts)),
        );
        primera += filas.length;
      }
      const bytes = cola.shift();
      if (!bytes) return;
      yield await bytes;
    }
  } finally {
    // Ended early (the download stopped): the rows' reader lets go of what it holds.
    await it.return?.();
  }
}

// A promise awaited later, maybe never (the download ended first): its failure is thrown where it is
// awaited, and is not an unhandled rejection meanwhile.
function enEspera<V>(p: Promise<V>): Promise<V> {
  p.catch(() => {});
  return p;
}

async function* csv<T>(e: Exportacion<T>, filas: AsyncIterable<Uint8Array>) {
  yield Buffer.from(`\uFEFF${e.columnas.map((c) => celdaCsv('texto', c.titulo)).join(';')}\r\n`);
  yield* filas;
}

function xlsx<T>(e: Exportacion<T>, filas: AsyncIterable<Uint8Array>) {
  const fecha = new Date();
  const hoja = hojaXlsx(
    e.columnas.map((c) => ({ titulo: c.titulo, ancho: c.ancho ?? Math.max(12, c.titulo.length + 4) })),
  );
  const fijas = Object.entries(partesXlsx(e.hoja, e.columnas.length)).map(([nombre, texto]) => ({
    nombre,
    fecha,
    datos: async function* () {
      yield Buffer.from(texto);
    },
  }));
  return escribirZip([
    ...fijas,
    {
      nombre: 'xl/worksheets/sheet1.xml',
      fecha,
      datos: async function* () {
        yield Buffer.from(hoja.inicio);
        yield* filas;
        yield Buffer.from(hoja.fin);
      },
    },
  ]);
}

async function* registrado(reply: FastifyReply, bytes: AsyncIterable<Uint8Array>) {
  try {
    yield* bytes;
  } catch (err) {
    reply.log.error({ err }, 'exportación interrumpida');
    throw err;
  }
}

/** The bytes of an export's file around its encoded rows: the CSV's header line or the XLSX's parts. */
export function bytesExportacion<T>(
  e: Exportacion<T>,
  filas: AsyncIterable<Uint8Array>,
): AsyncIterable<Uint8Array> {
  return e.formato === 'xlsx' ? xlsx(e, filas) : csv(e, filas);
}

/** Answers an export's bytes as the download of `archivo`. */
export function enviarArchivo(
  reply: FastifyReply,
  formato: FormatoExport,
  archivo: string,
  bytes: Readable,
): FastifyReply {
  return reply
    .header('content-type', CONTENT_TYPE[formato])
    .header('content-disposition', contentDisposition('attachment', `${archivo}.${formato}`))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}

/**
 * Streams a list as XLSX (one sheet, header row frozen and filtered, pesos and dates typed) or CSV
 * (UTF-8 with BOM, `;`, CRLF: what a Chilean Excel opens), reading it on this thread and formatting it
 * on the pool's. The first batch is read before any byte is sent, so a refused or failed query still
 * answers its JSON error.
 */
export async function sendExport<T>(reply: FastifyReply, e: Exportacion<T>): Promise<FastifyReply> {
  const it = e.lotes[Symbol.asyncIterator]();
  const bytes = bytesExportacion(e, codificar(e, it, await it.next()));
  return enviarArchivo(reply, e.formato, e.archivo, Readable.from(registrado(reply, bytes)));
}

/** Batches of a query read a page at a time (`pagina(offset, limit)`), until a short page. */
export async function* porPaginas<T>(
  pagina: (offset: number, limit: number) => Promise<T[]>,
  limit = 1000,
): AsyncIterable<T[]> {
  for (let offset = 0; ; offset += limit) {
    const rows = await pagina(offset, limit);
    if (rows.length) yield rows;
    if (rows.length < limit) return;
  }
}

/** Batches of a keyset query: `lote(after, limit)` gives the rows after the last one of the previous batch. */
export async function* porClave<T>(
  lote: (after: T | null, limit: number) => Promise<T[]>,
  limit = 1000,
): AsyncIterable<T[]> {
  let after: T | null = null;
  for (;;) {
    const rows = await lote(after, limit);
    if (rows.length) yield rows;
    if (rows.length < limit) return;
    after = rows[rows.length - 1]!;
  }
}
