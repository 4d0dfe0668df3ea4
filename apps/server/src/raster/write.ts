// Writes GeoTIFFs with geotiff's writer (demo rasters, test fixtures): one uncompressed strip,
// big-endian like every file that writer makes. Samples are handed to it as bytes in a plain array:
// its typed-array path allocates a DataView per sample, 50× slower for a field-sized raster. It
// sizes a plain array's buffer for 8-byte numbers but writes one byte each: the unused tail is cut.
import { writeArrayBuffer } from 'geotiff';
import type { Geotransform } from './open.ts';

export type TipoEscritura = 'uint8' | 'uint16' | 'int16' | 'float32';

export interface RasterNuevo {
  ancho: number;
  alto: number;
  tipo: TipoEscritura;
  /** Band-sequential values: one array of ancho × alto per band. */
  bandas: ArrayLike<number>[];
  epsg: number;
  transform: Geotransform;
  nodata?: number;
  /** The last band is alpha (RGBA). */
  alfa?: boolean;
}

const BYTES: Record<TipoEscritura, number> = { uint8: 1, uint16: 2, int16: 2, float32: 4 };
const FORMATO: Record<TipoEscritura, number> = { uint8: 1, uint16: 1, int16: 2, float32: 3 };

export function escribirGeoTiff(r: RasterNuevo): Uint8Array {
  const n = r.bandas.length;
  const pixeles = r.ancho * r.alto;
  const bytes = BYTES[r.tipo];
  const datos = new DataView(new ArrayBuffer(pixeles * n * bytes));
  const poner = {
    uint8: (o: number, v: number) => datos.setUint8(o, v),
    uint16: (o: number, v: number) => datos.setUint16(o, v, false),
    int16: (o: number, v: number) => datos.setInt16(o, v, false),
    float32: (o: number, v: number) => datos.setFloat32(o, v, false),
  }[r.tipo];
  for (let p = 0; p < pixeles; p++) for (let b = 0; b < n; b++) poner((p * n + b) * bytes, r.bandas[b]![p]!);
  const geografico = r.epsg === 4326;
  const color = n >= 3 && r.tipo === 'uint8' && (n === 3 || (n === 4 && r.alfa));
  const extra = color ? n - 3 : n - 1;
  const metadata = {
    width: r.ancho,
    height: r.alto,
    BitsPerSample: Array(n).fill(bytes * 8),
    SampleFormat: Array(n).fill(FORMATO[r.tipo]),
    SamplesPerPixel: n,
    PlanarConfiguration: 1,
    PhotometricInterpretation: color ? 2 : 1,
    ...(extra > 0
      ? {
          ExtraSamples: Array(extra)
            .fill(0)
            .map((_, i) => (r.alfa && i === extra - 1 ? 2 : 0)),
        }
      : {}),
    StripByteCounts: [datos.byteLength],
    RowsPerStrip: r.alto,
    ModelPixelScale: [r.transform.dx, -r.transform.dy, 0],
    ModelTiepoint: [0, 0, 0, r.transform.x0, r.transform.y0, 0],
    GTModelTypeGeoKey: geografico ? 2 : 1,
    GTRasterTypeGeoKey: 1,
    ...(geografico ? { GeographicTypeGeoKey: 4326 } : { ProjectedCSTypeGeoKey: r.epsg }),
    ...(r.nodata !== undefined ? { GDAL_NODATA: String(r.nodata) } : {}),
  };
  const muestras = new Uint8Array(datos.buffer);
  const buf = writeArrayBuffer(Array.from(muestras), metadata as never);
  return new Uint8Array(buf, 0, buf.byteLength - 7 * muestras.length);
}
