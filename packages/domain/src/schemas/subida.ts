import { z } from 'zod';
import {
  SLOTS_SUBIDA,
  TIPOS_SUBIDA,
  type ClaseArchivo,
  type GrupoArchivos,
  type TipoServicio,
  type TipoSubida,
} from '../constants.ts';
import type { FilePart } from '../contracts/endpoint.ts';
import { campoDescRaster } from './raster.ts';
import { MSG } from '../messages.ts';
import type { Periodo } from '../periods.ts';
import { isIsoDate } from '../periods.ts';
import { idCampo } from './fields.ts';

/** Upload groups in path order of `servicio/subir/{grupo}` and `servicio/validar/.../{grupo}`. */
export const GRUPOS_ARCHIVOS = ['edeb', 'sensores', 'global'] as const satisfies readonly GrupoArchivos[];

/** A day that bounds a report period (YYYY-MM-DD that exists); a wrong one is a wrong period. */
export const fechaPeriodo = z.string().refine(isIsoDate, { error: MSG.periodoInvalido });

/** Path of validar, subir and the period deletion: a service, a group and an exact period. */
export const periodoParamsSchema = z.object({
  servicio_id: idCampo('servicio_id'),
  grupo: z.enum(GRUPOS_ARCHIVOS),
  start: fechaPeriodo,
  end: fechaPeriodo,
});
export type PeriodoParams = z.infer<typeof periodoParamsSchema>;

/** Weekly groups take a Monday–Sunday week; the monthly summary a whole month. */
export const periodoDeGrupo = (grupo: GrupoArchivos): Periodo => (grupo === 'global' ? 'mensual' : 'semanal');

/** The class a slot accepts; summaries are documents (PDF or Word). */
export const claseDeSlot = (clase: ClaseArchivo | 'resumen'): ClaseArchivo =>
  clase === 'resumen' ? 'documento' : clase;

/** A slot of a group by its multipart field name, or undefined for an unknown field. */
export function slotDe(
  grupo: GrupoArchivos,
  campo: string,
): { campo: string; tipo: TipoSubida; clase: ClaseArchivo } | undefined {
  const s = SLOTS_SUBIDA[grupo].find((x) => x.campo === campo);
  return s && { campo: s.campo, tipo: s.tipo, clase: claseDeSlot(s.clase) };
}

/** Every group's slots as multipart parts, each taken only under its own group (`/servicio/subir/:grupo/…`). */
/** The text field beside each raster slot with what its GeoTIFF holds (decision 021), every group's. */
export const CAMPOS_DESC_RASTER: string[] = [
  ...new Set(
    Object.values(SLOTS_SUBIDA)
      .flat()
      .filter((s) => s.clase === 'raster')
      .map((s) => campoDescRaster(s.campo)),
  ),
];

export const PARTES_SUBIDA: FilePart[] = (Object.keys(SLOTS_SUBIDA) as GrupoArchivos[]).flatMap((grupo) =>
  SLOTS_SUBIDA[grupo].map((s) => ({
    name: s.campo,
    allowed: [claseDeSlot(s.clase)],
    when: { param: 'grupo', value: grupo },
  })),
);

/** The groups one upload of a service type sends for a period kind (EDEB Full weekly sends two). */
export function gruposDeSubida(tipo: TipoServicio | string, periodo: Periodo): GrupoArchivos[] {
  if (periodo === 'mensual') return ['global'];
  if (tipo === 'EDEB Full') return ['edeb', 'sensores'];
  if (tipo === 'EDEB Sensores') return ['sensores'];
  return tipo === 'EDEB Foliar' ? ['edeb'] : [];
}

/** An upload kind (tipo_subida) as the API spells it. */
export const tipoSubidaSchema = z.enum(Object.keys(TIPOS_SUBIDA) as [TipoSubida, ...TipoSubida[]]);

/** One stored file as the upload answers it. */
export const archivoSubidoSchema = z.object({
  nombre: z.string(),
  extension: z.string(),
  tipo_subida: tipoSubidaSchema,
  campo: z.string(),
  nombre_original: z.string(),
  mime: z.string(),
  tamano: z.number(),
});
export type ArchivoSubido = z.input<typeof archivoSubidoSchema>;
