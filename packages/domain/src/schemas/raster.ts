// What a raster upload says about its file (decision 021): which kind of GeoTIFF it is, so the
// server knows how to check and measure it. It travels as JSON text: in a multipart upload as the
// text field `<campo>_desc` beside the file (e.g. `raster0_desc`), in a resumable (tus) upload as
// the `raster` entry of its Upload-Metadata.
import { z } from 'zod';
import type { GrupoArchivos } from '../constants.ts';
import { BANDAS, TIPOS_INDICE, type Banda, type TipoIndice } from '../indices.ts';
import { MSG_RASTER } from '../indices.ts';

/** Processing states of an uploaded raster: staff read "En proceso", "Listo", "Error: <motivo>". */
export const ESTADOS_RASTER = ['pendiente', 'procesando', 'listo', 'error'] as const;
export type EstadoRaster = (typeof ESTADOS_RASTER)[number];

const numeroBanda = z.number().int().min(1).max(64);

export const descRasterSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('indice'), indice: z.enum(TIPOS_INDICE) }),
  z.object({
    tipo: z.literal('multiespectral'),
    bandas: z.partialRecord(z.enum(BANDAS), numeroBanda),
  }),
  z.object({ tipo: z.literal('color') }),
]);
export type DescRaster =
  | { tipo: 'indice'; indice: TipoIndice }
  | { tipo: 'multiespectral'; bandas: Partial<Record<Banda, number>> }
  | { tipo: 'color' };

/** The multipart text field that describes the raster sent in `campo`. */
export const campoDescRaster = (campo: string) => `${campo}_desc`;

/** Index kinds each weekly group measures: vigour and moisture indices by drone, or sensor maps. */
export const INDICES_DE_GRUPO: Record<Exclude<GrupoArchivos, 'global'>, readonly TipoIndice[]> = {
  edeb: ['NDVI', 'NDRE', 'GNDVI', 'NDMI'],
  sensores: ['temperatura', 'humedad'],
};

/**
 * Reads a raster description sent as JSON text for a slot of `grupo`: the description, or the
 * Spanish reason it cannot be used (missing, not JSON, not a known kind, a kind the group does not
 * measure, or a multispectral raster without the bands of any index).
 */
export function leerDescRaster(
  grupo: GrupoArchivos,
  campo: string,
  texto: string | undefined,
): { desc: DescRaster } | { problema: string } {
  if (!texto) return { problema: MSG_RASTER.descFaltante(campo) };
  let json: unknown;
  try {
    json = JSON.parse(texto);
  } catch {
    return { problema: MSG_RASTER.descInvalida(campo) };
  }
  const r = descRasterSchema.safeParse(json);
  if (!r.success) return { problema: MSG_RASTER.descInvalida(campo) };
  const desc = r.data as DescRaster;
  const permitidos = grupo === 'global' ? [] : INDICES_DE_GRUPO[grupo];
  if (desc.tipo === 'indice' && !permitidos.includes(desc.indice))
    return { problema: MSG_RASTER.indiceNoCorresponde(desc.indice) };
  if (desc.tipo === 'multiespectral' && grupo !== 'edeb')
    return { problema: MSG_RASTER.multiespectralSoloEdeb };
  return { desc };
}
