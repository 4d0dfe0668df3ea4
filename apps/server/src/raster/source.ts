// Where raster bytes come from: anything that can read a byte range (a file, an S3 object by ranged
// GETs), so a raster is never loaded whole into memory.
import { open, type FileHandle } from 'node:fs/promises';

export interface RasterSource {
  /** Total size in bytes. */
  readonly size: number;
  readRange(offset: number, length: number): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** A source reading a local file by ranges. */
export async function fileSource(path: string): Promise<RasterSource> {
  const fh: FileHandle = await open(path, 'r');
  const { size } = await fh.stat();
  return {
    size,
    async readRange(offset, length) {
      const buf = new Uint8Array(length);
      let done = 0;
      while (done < length) {
        const { bytesRead } = await fh.read(buf, done, length - done, offset + done);
        if (bytesRead === 0) break;
        done += bytesRead;
      }
      return buf;
    },
    close: () => fh.close(),
  };
}

/**
 * One ranged GET, tried again when the connection fails (not on an HTTP answer): a kept-alive
 * connection the server closed meanwhile fails the first request sent on it.
 */
async function pedirRango(url: string, offset: number, end: number, intentos = 3): Promise<Response> {
  for (let i = 1; ; i++) {
    try {
      return await fetch(url, { headers: { range: `bytes=${offset}-${end}` } });
    } catch (err) {
      if (i >= intentos) throw err;
    }
  }
}

/**
 * A source reading an object over HTTP by ranged GETs (an S3 object's presigned URL), so a pool
 * thread checks a raster's header without the object being downloaded. Reads past the end come back
 * zero-filled, as from a file; a server that ignores Range is refused rather than read whole.
 */
export function urlSource(url: string, size: number): RasterSource {
  return {
    size,
    async readRange(offset, length) {
      const out = new Uint8Array(length);
      const end = Math.min(offset + length, size) - 1;
      if (end < offset) return out;
      const res = await pedirRango(url, offset, end);
      // A range of the whole object may be answered 200 (s3rver does): then it is what was asked.
      const entero = offset === 0 && end === size - 1;
      if (res.status !== 206 && !(res.status === 200 && entero)) {
        await res.body?.cancel();
        throw new Error(`lectura por rango: HTTP ${res.status}`);
      }
      out.set(new Uint8Array(await res.arrayBuffer()).subarray(0, end - offset + 1));
      return out;
    },
    close: async () => {},
  };
}

/** A source over bytes already in memory (demo rasters, tests). */
export function memorySource(bytes: Uint8Array): RasterSource {
  return {
    size: bytes.byteLength,
    async readRange(offset, length) {
      const out = new Uint8Array(length);
      out.set(bytes.subarray(offset, Math.min(offset + length, bytes.byteLength)));
      return out;
    },
    close: async () => {},
  };
}

/**
 * The source as geotiff's BaseSource (fetch of slices). geotiff asks for fixed-size header chunks
 * that may run past the end of a small file: those come back zero-filled, as geotiff's own file
 * source does; data blocks are checked against the size when the raster is opened (open.ts).
 */
export function geotiffSource(src: RasterSource) {
  return {
    fileSize: src.size,
    async fetch(slices: { offset: number; length: number }[]): Promise<ArrayBuffer[]> {
      return Promise.all(
        slices.map(async ({ offset, length }) => {
          const bytes = await src.readRange(offset, length);
          return bytes.buffer.byteLength === bytes.byteLength
            ? (bytes.buffer as ArrayBuffer)
            : (bytes.slice().buffer as ArrayBuffer);
        }),
      );
    },
    close: () => src.close(),
  };
}
