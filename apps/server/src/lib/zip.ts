import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * One file of a ZIP: stored as is when its size is known (report files: images, video and PDF barely
 * compress, and the archive's size is then known before the first byte), or deflated as it comes.
 */
export interface EntradaZip {
  nombre: string;
  fecha: Date;
  /** Bytes of a stored entry; absent: deflated, size known only at its end. */
  tamano?: number;
  /** A stored entry's CRC-32 when already known (not computed again); `conCrc` learns the one computed. */
  crc?: number;
  conCrc?: (crc: number) => void;
  /** Opened when the entry's turn comes, so only one source is open at a time. */
  datos: () => Promise<AsyncIterable<Uint8Array>> | AsyncIterable<Uint8Array>;
}

const MAX32 = 0xffffffff;
// Bit 3: CRC and sizes follow the data (the CRC is computed while streaming); bit 11: UTF-8 names.
const FLAGS = 0x0808;
const MADE_BY = (3 << 8) | 45; // Unix, spec 4.5 (ZIP64)

function dos(d: Date): { time: number; date: number } {
  const y = Math.max(d.getFullYear(), 1980);
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    date: ((y - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

interface Hecho {
  nombre: Buffer;
  fecha: Date;
  stored: boolean;
  crc: number;
  tamano: number;
  comprimido: number;
  offset: number;
}

function local(nombre: Buffer, fecha: Date, stored: boolean, tamano: number | undefined): Buffer {
  const zip64 = tamano !== undefined && tamano >= MAX32;
  const b = Buffer.alloc(30 + nombre.length + (zip64 ? 20 : 0));
  const { time, date } = dos(fecha);
  b.writeUInt32LE(0x04034b50, 0);
  b.writeUInt16LE(zip64 ? 45 : 20, 4);
  b.writeUInt16LE(FLAGS, 6);
  b.writeUInt16LE(stored ? 0 : 8, 8);
  b.writeUInt16LE(time, 10);
  b.writeUInt16LE(date, 12);
  // CRC 0 here, in the descriptor after the data. A stored entry's size is in its header as well,
  // since a reader cannot find the end of stored data otherwise.
  const size = tamano === undefined ? 0 : zip64 ? MAX32 : tamano;
  b.writeUInt32LE(size, 18);
  b.writeUInt32LE(size, 22);
  b.writeUInt16LE(nombre.length, 26);
  b.writeUInt16LE(zip64 ? 20 : 0, 28);
  nombre.copy(b, 30);
  if (zip64) {
    const x = 30 + nombre.length;
    b.writeUInt16LE(0x0001, x);
    b.writeUInt16LE(16, x + 2);
    b.writeBigUInt64LE(BigInt(tamano), x + 4);
    b.writeBigUInt64LE(BigInt(tamano), x + 12);
  }
  return b;
}

function descriptor(h: Pick<Hecho, 'crc' | 'tamano' | 'comprimido'>, zip64: boolean): Buffer {
  const b = Buffer.alloc(zip64 ? 24 : 16);
  b.writeUInt32LE(0x08074b50, 0);
  b.writeUInt32LE(h.crc, 4);
  if (zip64) {
    b.writeBigUInt64LE(BigInt(h.comprimido), 8);
    b.writeBigUInt64LE(BigInt(h.tamano), 16);
  } else {
    b.writeUInt32LE(h.comprimido, 8);
    b.writeUInt32LE(h.tamano, 12);
  }
  return b;
}

function central(h: Hecho): Buffer {
  const big = [h.tamano, h.comprimido, h.offset].filter((v) => v >= MAX32);
  const extra = big.length ? 4 + 8 * big.length : 0;
  const b = Buffer.alloc(46 + h.nombre.length + extra);
  const { time, date } = dos(h.fecha);
  b.writeUInt32LE(0x02014b50, 0);
  b.writeUInt16LE(MADE_BY, 4);
  b.writeUInt16LE(big.length ? 45 : 20, 6);
  b.writeUInt16LE(FLAGS, 8);
  b.writeUInt16LE(h.stored ? 0 : 8, 10);
  b.writeUInt16LE(time, 12);
  b.writeUInt16LE(date, 14);
  b.writeUInt32LE(h.crc, 16);
  b.writeUInt32LE(Math.min(h.comprimido, MAX32), 20);
  b.writeUInt32LE(Math.min(h.tamano, MAX32), 24);
  b.writeUInt16LE(h.nombre.length, 28);
  b.writeUInt16LE(extra, 30);
  b.writeUInt32LE((0o100644 << 16) >>> 0, 38);
  b.writeUInt32LE(Math.min(h.offset, MAX32), 42);
  h.nombre.copy(b, 46);
  if (big.length) {
    let x = 46 + h.nombre.length;
    b.writeUInt16LE(0x0001, x);
    b.writeUInt16LE(8 * big.length, x + 2);
    // The ZIP64 fields present are those whose 32-bit field overflowed, in this order.
    for (const v of big) b.writeBigUInt64LE(BigInt(v), (x += 8) - 4);
  }
  return b;
}

function fin(entradas: number, inicio: number, tamano: number): Buffer {
  const zip64 = entradas >= 0xffff || inicio >= MAX32 || tamano >= MAX32;
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(Math.min(entradas, 0xffff), 8);
  eocd.writeUInt16LE(Math.min(entradas, 0xffff), 10);
  eocd.writeUInt32LE(Math.min(tamano, MAX32), 12);
  eocd.writeUInt32LE(Math.min(inicio, MAX32), 16);
  if (!zip64) return eocd;
  const end64 = Buffer.alloc(56 + 20);
  end64.writeUInt32LE(0x06064b50, 0);
  end64.writeBigUInt64LE(44n, 4);
  end64.writeUInt16LE(MADE_BY, 12);
  end64.writeUInt16LE(45, 14);
  end64.writeBigUInt64LE(BigInt(entradas), 24);
  end64.writeBigUInt64LE(BigInt(entradas), 32);
  end64.writeBigUInt64LE(BigInt(tamano), 40);
  end64.writeBigUInt64LE(BigInt(inicio), 48);
  // The locator: where the ZIP64 end record starts.
  end64.writeUInt32LE(0x07064b50, 56);
  end64.writeBigUInt64LE(BigInt(inicio + tamano), 64);
  end64.writeUInt32LE(1, 72);
  return Buffer.concat([end64, eocd]);
}

// Deflates a source as it comes (zlib works on libuv's threads, off the event loop), reading the
// source only as fast as the compressed bytes are taken.
async function* deflated(source: AsyncIterable<Uint8Array>, onInput: (c: Uint8Array) => void) {
  // 64 KiB out at a time, not zlib's 16 KiB: a quarter of the callbacks and writes on the request thread.
  const z = createDeflateRaw({ level: 6, chunkSize: 64 * 1024 });
  const feed = (async () => {
    for await (const chunk of source) {
      onInput(chunk);
      if (!z.write(chunk)) await once(z, 'drain');
    }
    z.end();
  })().catch((err: unknown) => z.destroy(err as Error));
  for await (const out of z) yield out as Buffer;
  await feed;
}

// A stored entry's bytes as they come, with its CRC and size checked against the announced one.
async function* almacenada(e: EntradaZip, source: AsyncIterable<Uint8Array>, h: Hecho) {
  const conocido = e.crc !== undefined;
  for await (const chunk of source) {
    if (!conocido) h.crc = crc32(chunk, h.crc);
    h.tamano += chunk.length;
    yield chunk;
  }
  if (h.tamano !== e.tamano) throw new Error(`${e.nombre}: ${h.tamano} bytes, se esperaban ${e.tamano}`);
  if (conocido) h.crc = e.crc!;
  else e.conCrc?.(h.crc);
  h.comprimido = h.tamano;
}

/**
 * Writes a ZIP as it streams: each entry's CRC (Node's `zlib.crc32`, unless the caller knows it) is computed on the way and written after its data, so
 * nothing is read twice or held whole. ZIP64 records appear only when a size or offset needs them (a
 * period of several 2 GB videos).
 */
export async function* escribirZip(entradas: EntradaZip[]): AsyncGenerator<Uint8Array> {
  const hechos: Hecho[] = [];
  let offset = 0;
  for (const e of entradas) {
    const nombre = Buffer.from(e.nombre, 'utf8');
    const stored = e.tamano !== undefined;
    const header = local(nombre, e.fecha, stored, e.tamano);
    yield header;
    const h: Hecho = { nombre, fecha: e.fecha, stored, crc: 0, tamano: 0, comprimido: 0, offset };
    const source = await e.datos();
    if (stored) {
      yield* almacenada(e, source, h);
    } else {
      const input = (c: Uint8Array) => {
        h.crc = crc32(c, h.crc);
        h.tamano += c.length;
      };
      for await (const out of deflated(source, input)) {
        h.comprimido += out.length;
        yield out;
      }
      if (h.tamano >= MAX32 || h.comprimido >= MAX32) throw new Error(`${e.nombre}: demasiado grande`);
    }
    const desc = descriptor(h, stored && e.tamano! >= MAX32);
    yield desc;
    offset += header.length + h.comprimido + desc.length;
    hechos.push(h);
  }
  const cd = Buffer.concat(hechos.map(central));
  yield cd;
  yield fin(hechos.length, offset, cd.length);
}

/** The exact size of a ZIP of stored entries (every `tamano` known), before writing it. */
export function tamanoZip(entradas: EntradaZip[]): number {
  let offset = 0;
  let cd = 0;
  for (const e of entradas) {
    if (e.tamano === undefined) throw new Error('tamanoZip: entrada sin tamaño');
    const nombre = Buffer.from(e.nombre, 'utf8');
    const h = {
      nombre,
      fecha: e.fecha,
      stored: true,
      crc: 0,
      tamano: e.tamano,
      comprimido: e.tamano,
      offset,
    };
    offset +=
      local(nombre, e.fecha, true, e.tamano).length + e.tamano + descriptor(h, e.tamano >= MAX32).length;
    cd += central(h).length;
  }
  return offset + cd + fin(entradas.length, offset, cd).length;
}
