// Where raster bytes come from: anything that can read a byte range (a file now, an S3 object's
// ranged GET later), so a raster is never loaded whole into memory.
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
