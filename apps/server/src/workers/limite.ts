// An uploaded boundary file (GeoJSON, KML or KMZ) parsed into a geometry on a pool thread
// (modules/mapa/archivo.ts). A refused file throws an HttpError (400/413) that reaches the caller as itself.
import type { Geometria } from '@agro/domain/limites';
import type { FormatoLimite } from '../modules/mapa/archivo.ts';
import { parsearLimite } from '../modules/mapa/archivo-parser.ts';

export function run(input: { formato: FormatoLimite; datos: Uint8Array }): Geometria {
  const { buffer, byteOffset, byteLength } = input.datos;
  return parsearLimite(input.formato, Buffer.from(buffer, byteOffset, byteLength));
}
