import { Worker } from 'node:worker_threads';

// The CRC-32 of a large stored ZIP entry, computed on a thread of its own while the request thread
// sends the bytes (lib/zip.ts). `zlib.crc32` runs ~2 GB/s: on the request thread a period ZIP spent a
// third of its time on it (issue 25: 0.63 of a plain download). Copying a chunk to the thread costs a
// tenth of hashing it. One thread for the process, started on first use and left unref'd; it holds
// one running CRC per entry being written, in the order the chunks were posted (a port keeps order).

// CommonJS run with `eval`: nothing for the bundle to compile or place beside it.
const CODIGO = `
const { parentPort } = require('node:worker_threads');
const { crc32 } = require('node:zlib');
const crcs = new Map();
parentPort.on('message', (m) => {
  if (m.datos) {
    crcs.set(m.id, crc32(new Uint8Array(m.datos), crcs.get(m.id) ?? 0));
    parentPort.postMessage({ id: m.id });
  } else {
    parentPort.postMessage({ id: m.id, crc: crcs.get(m.id) ?? 0 });
    crcs.delete(m.id);
  }
});`;

// Chunks posted and not yet hashed, per entry, before the writer waits: bounds the copies in memory
// (a few MiB) when the thread falls behind.
const EN_VUELO = 4;

interface Pendiente {
  enVuelo: number;
  /** Resolved when a chunk has been hashed (the writer waits for room). */
  hueco: (() => void) | null;
  fin: { resolve: (crc: number) => void; reject: (err: Error) => void } | null;
  error: Error | null;
}

let hilo: Worker | null = null;
let siguiente = 1;
const pendientes = new Map<number, Pendiente>();

function abrir(): Worker {
  if (hilo) return hilo;
  const w = new Worker(CODIGO, { eval: true });
  w.unref();
  w.on('message', (m: { id: number; crc?: number }) => {
    const p = pendientes.get(m.id);
    if (!p) return;
    if (m.crc !== undefined) {
      pendientes.delete(m.id);
      p.fin?.resolve(m.crc >>> 0);
      return;
    }
    p.enVuelo--;
    const hueco = p.hueco;
    p.hueco = null;
    hueco?.();
  });
  const caido = (err: Error) => {
    if (hilo === w) hilo = null;
    for (const [id, p] of pendientes) {
      pendientes.delete(id);
      p.error = err;
      p.hueco?.();
      p.fin?.reject(err);
    }
  };
  w.on('error', caido);
  w.on('exit', (code) => caido(new Error(`hilo de CRC terminó (${code})`)));
  hilo = w;
  return w;
}

/** A running CRC-32 kept on the CRC thread: feed it the entry's bytes in order, then ask for the result. */
export interface CrcAparte {
  /** Posts a copy of the chunk; a promise when the thread is behind and the caller should wait. */
  agregar(chunk: Uint8Array): Promise<void> | undefined;
  /** The CRC of everything added. */
  resultado(): Promise<number>;
  /** Forgets the entry (the ZIP stopped half way). */
  descartar(): void;
}

export function crcAparte(): CrcAparte {
  const w = abrir();
  const id = siguiente++;
  const p: Pendiente = { enVuelo: 0, hueco: null, fin: null, error: null };
  pendientes.set(id, p);
  return {
    agregar(chunk) {
      if (p.error) throw p.error;
      const copia = new Uint8Array(chunk);
      w.postMessage({ id, datos: copia.buffer }, [copia.buffer]);
      if (++p.enVuelo < EN_VUELO) return undefined;
      return new Promise<void>((resolve) => (p.hueco = resolve)).then(() => {
        if (p.error) throw p.error;
      });
    },
    resultado() {
      if (p.error) return Promise.reject(p.error);
      return new Promise<number>((resolve, reject) => {
        p.fin = { resolve, reject };
        w.postMessage({ id });
      });
    },
    descartar() {
      if (!pendientes.has(id) || p.fin) return;
      p.fin = { resolve: () => {}, reject: () => {} };
      w.postMessage({ id });
    },
  };
}
