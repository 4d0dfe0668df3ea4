// Deflate blocks are inflated by Node's native zlib instead of geotiff's JavaScript inflater: several
// times faster, and bounded: a block may not inflate past its declared size (a deflate bomb inside a
// small tile is refused, not allocated). geotiff still applies the TIFF predictor after it.
import { inflateSync } from 'node:zlib';
import { addDecoder, BaseDecoder } from 'geotiff';

class NativeInflate extends BaseDecoder {
  override decodeBlock(buffer: ArrayBufferLike): ArrayBuffer {
    const p = this.parameters;
    const bits =
      Array.isArray(p.bitsPerSample) || ArrayBuffer.isView(p.bitsPerSample)
        ? Array.from(p.bitsPerSample as ArrayLike<number>).reduce((a, b) => a + b, 0)
        : Number(p.bitsPerSample);
    const max = Math.ceil((p.tileWidth * p.tileHeight * bits) / 8);
    const out = inflateSync(new Uint8Array(buffer), { maxOutputLength: Math.max(max, 1) });
    return out.byteOffset === 0 && out.byteLength === out.buffer.byteLength
      ? (out.buffer as ArrayBuffer)
      : (out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer);
  }
}

let registrado = false;
/** Registers the decoder once per thread (geotiff keeps one registry per module instance). */
export function registrarDecodificadores() {
  if (registrado) return;
  registrado = true;
  addDecoder([8, 32946], async () => NativeInflate, undefined, false);
}
