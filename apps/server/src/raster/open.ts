// Opens a GeoTIFF and checks everything that can be checked from its header before a pixel is
// read: size (a "TIFF bomb" declaring 100 000 × 100 000 is refused here), data type, block size,
// georeferencing and coordinate system, and that every data block lies inside the file.
import { GeoTIFF, type GeoTIFFImage } from 'geotiff';
import { MSG_RASTER, RASTER_MAX_PIXELES } from '@agro/domain/indices';
import { HttpError, badRequest, tooLarge, unsupportedType } from '../lib/errors.ts';
import { exigirCrsSoportado } from './crs.ts';
import { registrarDecodificadores } from './decoders.ts';
import { geotiffSource, type RasterSource } from './source.ts';

/** Pixel (col, row) → map: x = x0 + (col)·dx, y = y0 + (row)·dy, for pixel corners; north up (dy < 0). */
export interface Geotransform {
  x0: number;
  dx: number;
  y0: number;
  dy: number;
}

export type TipoDato = 'uint8' | 'int8' | 'uint16' | 'int16' | 'uint32' | 'int32' | 'float32' | 'float64';

export interface RasterInfo {
  ancho: number;
  alto: number;
  bandas: number;
  epsg: number;
  transform: Geotransform;
  nodata: number | null;
  tipoDato: TipoDato;
  /** Size of a decoded block (tile, or strip: full width × rows per strip). */
  bloque: { ancho: number; alto: number };
  /** 0-based index of an alpha band (ExtraSamples), if any. */
  alfa: number | null;
}

export interface RasterAbierto {
  info: RasterInfo;
  image: GeoTIFFImage;
  close(): Promise<void>;
}

/** A decoded block bigger than this is refused: a whole-image strip would be read whole per window. */
const MAX_BYTES_BLOQUE = 64 * 1024 * 1024;

/** Opens and checks a raster; the source is closed when it is refused. */
export async function abrirRaster(src: RasterSource): Promise<RasterAbierto> {
  try {
    return await abrir(src);
  } catch (err) {
    await src.close().catch(() => {});
    throw err;
  }
}

async function abrir(src: RasterSource): Promise<RasterAbierto> {
  registrarDecodificadores();
  const source = geotiffSource(src);
  let image: GeoTIFFImage;
  try {
    const tiff = await GeoTIFF.fromSource(source as never);
    image = await tiff.getImage(0);
  } catch {
    throw unsupportedType(MSG_RASTER.noEsGeoTiff);
  }
  try {
    const info = await leerInfo(image, src.size);
    return { info, image, close: () => src.close() };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw unsupportedType(MSG_RASTER.noEsGeoTiff);
  }
}

async function leerInfo(image: GeoTIFFImage, size: number): Promise<RasterInfo> {
  const ancho = image.getWidth();
  const alto = image.getHeight();
  if (!(ancho > 0 && alto > 0)) throw unsupportedType(MSG_RASTER.noEsGeoTiff);
  if (ancho * alto > RASTER_MAX_PIXELES) throw tooLarge(MSG_RASTER.muyGrande(ancho, alto));
  const bandas = image.getSamplesPerPixel();
  const tipoDato = tipoDe(image);
  const bloque = { ancho: image.getTileWidth(), alto: image.getTileHeight() };
  const planar = image.getFileDirectory().getValue('PlanarConfiguration') ?? 1;
  const bytesPixel = planar === 2 ? image.getSampleByteSize(0) : image.getBytesPerPixel();
  if (bloque.ancho * bloque.alto * bytesPixel > MAX_BYTES_BLOQUE) throw tooLarge(MSG_RASTER.bloqueMuyGrande);
  await exigirBloquesDentro(image, size);
  const transform = geotransform(image);
  const epsg = epsgDe(image);
  return { ancho, alto, bandas, epsg, transform, nodata: nodata(image), tipoDato, bloque, alfa: alfa(image) };
}

function tipoDe(image: GeoTIFFImage): TipoDato {
  const bits = image.getBitsPerSample(0);
  const formato = image.getSampleFormat(0);
  const n = image.getSamplesPerPixel();
  for (let i = 1; i < n; i++)
    if (image.getBitsPerSample(i) !== bits || image.getSampleFormat(i) !== formato)
      throw unsupportedType(MSG_RASTER.tipoDato('bandas de tipos distintos'));
  const nombre =
    formato === 3
      ? `float${bits}`
      : formato === 2
        ? `int${bits}`
        : formato === 1
          ? `uint${bits}`
          : `formato ${formato}`;
  const validos = ['uint8', 'int8', 'uint16', 'int16', 'uint32', 'int32', 'float32', 'float64'];
  if (!validos.includes(nombre)) throw unsupportedType(MSG_RASTER.tipoDato(`${bits} bits, ${nombre}`));
  return nombre as TipoDato;
}

/** Every block must end inside the file: a truncated download is refused before its data is read. */
async function exigirBloquesDentro(image: GeoTIFFImage, size: number) {
  const fd = image.getFileDirectory();
  const tiled = fd.hasTag('TileOffsets');
  // A single value comes back as a number, several as an array.
  const lista = (v: unknown): ArrayLike<number | bigint> =>
    typeof v === 'number' || typeof v === 'bigint' ? [v] : (v as ArrayLike<number>);
  const offsets = lista(await fd.loadValue(tiled ? 'TileOffsets' : 'StripOffsets'));
  const counts = lista(await fd.loadValue(tiled ? 'TileByteCounts' : 'StripByteCounts'));
  if (!offsets?.length || offsets.length !== counts?.length) throw unsupportedType(MSG_RASTER.danado);
  for (let i = 0; i < offsets.length; i++) {
    const count = Number(counts[i]);
    if (count > 0 && Number(offsets[i]) + count > size) throw unsupportedType(MSG_RASTER.danado);
  }
}

function geotransform(image: GeoTIFFImage): Geotransform {
  const fd = image.getFileDirectory();
  const escala = fd.getValue('ModelPixelScale') as number[] | undefined;
  const tie = fd.getValue('ModelTiepoint') as number[] | undefined;
  const matriz = fd.getValue('ModelTransformation') as number[] | undefined;
  let t: Geotransform;
  if (matriz && matriz.length >= 8) {
    if (matriz[1] !== 0 || matriz[4] !== 0) throw badRequest(MSG_RASTER.rotado);
    t = { x0: matriz[3]!, dx: matriz[0]!, y0: matriz[7]!, dy: matriz[5]! };
  } else if (escala && tie && tie.length >= 6) {
    const [i, j, , x, y] = tie as [number, number, number, number, number];
    t = { x0: x - i * escala[0]!, dx: escala[0]!, y0: y + j * escala[1]!, dy: -escala[1]! };
  } else {
    throw badRequest(MSG_RASTER.sinGeorreferencia);
  }
  if (!(t.dx > 0) || !(t.dy < 0) || ![t.x0, t.y0].every(Number.isFinite)) throw badRequest(MSG_RASTER.rotado);
  // PixelIsPoint: the tie point is a pixel's centre; GDAL moves the corner by half a pixel, as here.
  if (image.getGeoKeys()?.GTRasterTypeGeoKey === 2) t = { ...t, x0: t.x0 - t.dx / 2, y0: t.y0 - t.dy / 2 };
  return t;
}

function epsgDe(image: GeoTIFFImage): number {
  const keys = image.getGeoKeys();
  if (!keys || !keys.GTModelTypeGeoKey) throw badRequest(MSG_RASTER.sinGeorreferencia);
  const modelo = Number(keys.GTModelTypeGeoKey);
  const code = Number(
    modelo === 1 ? keys.ProjectedCSTypeGeoKey : modelo === 2 ? keys.GeographicTypeGeoKey : NaN,
  );
  // 32767 is "user-defined": a CRS spelt out by parameters, which we do not interpret.
  if (!Number.isInteger(code) || code <= 0 || code === 32767) {
    const cita = keys.GTCitationGeoKey ?? keys.PCSCitationGeoKey ?? keys.GeogCitationGeoKey;
    return exigirCrsSoportado(null, cita ? `«${String(cita).trim()}» sin código EPSG` : undefined);
  }
  return exigirCrsSoportado(code);
}

function nodata(image: GeoTIFFImage): number | null {
  const fd = image.getFileDirectory();
  if (!fd.hasTag('GDAL_NODATA')) return null;
  const texto = String(fd.getValue('GDAL_NODATA') ?? '')
    .replace(/\0/g, '')
    .trim();
  if (texto === '') return null;
  const v = Number(texto);
  return Number.isNaN(v) && !/^[-+]?nan$/i.test(texto) ? null : v;
}

function alfa(image: GeoTIFFImage): number | null {
  const extra = image.getFileDirectory().getValue('ExtraSamples') as number[] | undefined;
  if (!extra || extra.length === 0) return null;
  // ExtraSamples 1 (associated) or 2 (unassociated) alpha, counted from the end of the colour bands.
  const i = Array.from(extra).findIndex((v) => v === 1 || v === 2);
  return i < 0 ? null : image.getSamplesPerPixel() - extra.length + i;
}
