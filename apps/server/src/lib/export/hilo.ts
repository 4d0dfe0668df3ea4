import { pipeline, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { MessagePort } from 'node:worker_threads';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FormatoExport } from '@agro/domain/schemas/exportar';
import { HttpError } from '../errors.ts';
import type { Codificacion } from '../respuesta-guardada.ts';
import { bytesExportacion, TROZO, type Exportacion } from './enviar.ts';
import { codificarLote } from './lote.ts';

// An export made whole on a pool thread that reads its own database connection (decision 027): the
// request thread only relays bytes. Reading rows (pg's parsing, drizzle's mapping) and their garbage
// on the request thread held its event loop ~200 ms with 10 exports at once (issue 25), however the
// formatting was spread. The two threads talk over a MessagePort:
//
//   pool thread → request thread: `inicio` (first batch read: name and format), then `datos` chunks,
//     then `fin`; or `rechazo` (an HttpError: a 4xx with its message) / `error` (anything else), which
//     answer a JSON error when no byte was sent yet and end the download otherwise.
//   request thread → pool thread: credits (a number: chunks it may send more), or `cancelar`
//     when the download ended early (client gone).
//
// The pool thread holds at most CREDITO chunks the request thread has not passed on to the socket, so
// a slow client slows the reading instead of filling memory.

/** Chunks in flight between the threads (each one slice of rows, ~150 KB of CSV). */
export const CREDITO = 4;
// A client that takes no byte for this long gives up its place: a thread runs only a few exports at
// once (EXPORTS_PER_THREAD), and a stalled download would keep one of them for ever.
const ESPERA_MS = 120_000;
export const CLIENTE_DETENIDO = 'el cliente dejó de recibir la exportación';

type DelHilo =
  | { t: 'inicio'; archivo: string; formato: FormatoExport; codificacion: Codificacion | null }
  | { t: 'datos'; bytes: Uint8Array }
  | { t: 'fin' }
  | { t: 'rechazo'; statusCode: number; mensaje: string }
  | { t: 'error'; message: string; code?: string; severity?: string };

type AlHilo = number | 'cancelar';

// What @fastify/compress does on the request thread for other answers: brotli's text mode at quality 4.
const COMPRESOR = {
  br: () =>
    createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    }),
  gzip: () => createGzip(),
};

// The bytes through a compressor; stopping early or an error on either side ends both, and an early
// stop returns once the rows' reader has let go (as it does without compression).
async function* comprimido(bytes: AsyncIterable<Uint8Array>, c: Codificacion): AsyncIterable<Uint8Array> {
  const fuente = Readable.from(bytes);
  const salida = pipeline(fuente, COMPRESOR[c](), () => {});
  try {
    yield* salida;
  } finally {
    salida.destroy();
    await finished(fuente).catch(() => {});
  }
}

// Rows encoded on this thread, one slice at a time, the next batch read while this one is encoded.
async function* codificarAqui<T>(e: Exportacion<T>, it: AsyncIterator<T[]>, first: IteratorResult<T[]>) {
  const tipos = e.columnas.map((c) => c.tipo);
  let primera = 2;
  try {
    for (let r = first; !r.done;) {
      const siguiente = it.next();
      siguiente.catch(() => {});
      const lote = r.value;
      for (let i = 0; i < lote.length; i += TROZO) {
        const filas = lote.slice(i, i + TROZO).map((f) => e.columnas.map((c) => c.valor(f)));
        yield codificarLote({ formato: e.formato, tipos, filas, primera });
        primera += filas.length;
      }
      r = await siguiente;
    }
  } finally {
    // Ended early (cancelled): the rows' reader lets go of what it holds.
    await it.return?.();
  }
}

/**
 * Pool-thread side: makes the export and sends it through `puerto`, waiting for credit before each
 * chunk, until its end, a cancellation or an error (always told to the other side).
 */
export async function emitirExportacion<T>(
  puerto: MessagePort,
  hacer: () => Exportacion<T> | Promise<Exportacion<T>>,
  { esperaMs = ESPERA_MS, codificacion = null as Codificacion | null } = {},
): Promise<void> {
  let credito = CREDITO;
  let cancelado = false;
  let despertar: (() => void) | null = null;
  const avisar = () => {
    despertar?.();
    despertar = null;
  };
  puerto.on('message', (m: AlHilo) => {
    if (m === 'cancelar') cancelado = true;
    else credito += m;
    avisar();
  });
  puerto.on('close', () => {
    cancelado = true;
    avisar();
  });
  // Waits for credit or a cancellation; false when neither came in time.
  const esperar = () =>
    new Promise<boolean>((r) => {
      const t = setTimeout(() => r(false), esperaMs);
      despertar = () => {
        clearTimeout(t);
        r(true);
      };
    });
  const enviar = (m: DelHilo, mover?: ArrayBuffer) => puerto.postMessage(m, mover ? [mover] : []);
  try {
    const e = await hacer();
    const it = e.lotes[Symbol.asyncIterator]();
    const first = await it.next();
    // The CSV is compressed here, not by the request thread: its zlib stream and its garbage were
    // most of that thread's work left in an export.
    const c = e.formato === 'csv' ? codificacion : null;
    enviar({ t: 'inicio', archivo: e.archivo, formato: e.formato, codificacion: c });
    const archivo = bytesExportacion(e, codificarAqui(e, it, first));
    for await (const bytes of c ? comprimido(archivo, c) : archivo) {
      while (!credito && !cancelado) if (!(await esperar())) throw new Error(CLIENTE_DETENIDO);
      if (cancelado) break;
      credito--;
      // Copied here and the copy moved: the request thread takes it as is, and the writer may still
      // read its own chunk after yielding it (the ZIP's sizes and CRC).
      const copia = new Uint8Array(bytes);
      enviar({ t: 'datos', bytes: copia }, copia.buffer);
    }
    if (!cancelado) enviar({ t: 'fin' });
  } catch (err) {
    if (cancelado) return;
    const x = err as Error & { code?: unknown; severity?: unknown; cause?: unknown };
    // The database's own fields (its SQLSTATE, FATAL) tell the request thread's error handler whether
    // this is the database being unreachable (503) or a fault (500); drizzle wraps them in `cause`.
    const db = (x.cause ?? x) as { code?: unknown; severity?: unknown };
    enviar(
      err instanceof HttpError
        ? { t: 'rechazo', statusCode: err.statusCode, mensaje: err.mensaje }
        : {
            t: 'error',
            message: String(x?.message ?? err),
            code: typeof db.code === 'string' ? db.code : undefined,
            severity: typeof db.severity === 'string' ? db.severity : undefined,
          },
    );
  } finally {
    puerto.close();
  }
}

/** The error the pool thread reported, rebuilt with the fields the error handler reads. */
function errorDe(m: Extract<DelHilo, { t: 'rechazo' | 'error' }>): Error {
  if (m.t === 'rechazo') return new HttpError(m.statusCode, m.mensaje);
  return Object.assign(new Error(m.message), { code: m.code, severity: m.severity });
}

/** An export's bytes as they arrive from the pool thread: each chunk read gives its credit back. */
class Recibido extends Readable {
  private debidos = 0;
  /** The pool thread sent its last chunk. */
  completo = false;

  private readonly puerto: MessagePort;

  constructor(puerto: MessagePort) {
    super({ highWaterMark: 1 << 20 });
    this.puerto = puerto;
  }

  datos(bytes: Uint8Array) {
    if (this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) this.puerto.postMessage(1);
    else this.debidos++;
  }

  override _read() {
    if (!this.debidos) return;
    this.puerto.postMessage(this.debidos);
    this.debidos = 0;
  }

  override _destroy(err: Error | null, callback: (error?: Error | null) => void) {
    // Ended early (the client left, or an error): the pool thread stops reading at its next chunk.
    if (!this.completo) this.puerto.postMessage('cancelar' satisfies AlHilo);
    this.puerto.close();
    callback(err);
  }
}

/**
 * Request-thread side: waits for the export's start (or its refusal, thrown here before any byte is
 * sent) and gives its name, format and bytes. `tarea` is the pool task running emitirExportacion: if
 * its thread dies, the download ends with the error.
 */
export function recibirExportacion(
  puerto: MessagePort,
  tarea: Promise<unknown>,
): Promise<{ archivo: string; formato: FormatoExport; codificacion: Codificacion | null; bytes: Readable }> {
  const bytes = new Recibido(puerto);
  return new Promise((resolve, reject) => {
    let empezado = false;
    const fallar = (err: Error) => {
      if (empezado) bytes.destroy(err);
      else {
        bytes.destroy();
        reject(err);
      }
    };
    puerto.on('message', (m: DelHilo) => {
      switch (m.t) {
        case 'inicio':
          empezado = true;
          resolve({ archivo: m.archivo, formato: m.formato, codificacion: m.codificacion, bytes });
          break;
        case 'datos':
          bytes.datos(m.bytes);
          break;
        case 'fin':
          bytes.completo = true;
          bytes.push(null);
          break;
        default:
          fallar(errorDe(m));
      }
    });
    // Every message sent before the other side closed arrives before this.
    puerto.on('close', () => {
      if (!bytes.completo && !bytes.destroyed) fallar(new Error('la exportación terminó sin completarse'));
    });
    tarea.catch((err: unknown) => fallar(err instanceof Error ? err : new Error(String(err))));
  });
}
