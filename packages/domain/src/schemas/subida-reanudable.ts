import { z } from 'zod';
import { EXTENSIONES, MAX_BYTES, SLOTS_SUBIDA, type ClaseArchivo, type GrupoArchivos } from '../constants.ts';
import { API_PREFIX } from '../contracts/rutas.ts';
import { MSG } from '../messages.ts';
import { claseDeSlot, fechaPeriodo, GRUPOS_ARCHIVOS } from './subida.ts';
import { idCampo } from './fields.ts';

/** Where the tus endpoint lives (creation: POST here; each upload: HEAD/PATCH/DELETE here/{id}). */
export const TUS_PATH = `${API_PREFIX}/subidas`;

/** A tus upload id as the server makes them (32 hex digits). */
export const subidaIdSchema = z.string().regex(/^[0-9a-f]{32}$/, { error: MSG.subidaNoEncontrada });

/** The tus `Upload-Metadata` of a report file: its period, its slot and the name it had. */
export const metadatosSubidaSchema = z.object({
  servicio_id: idCampo('servicio_id'),
  grupo: z.enum(GRUPOS_ARCHIVOS),
  start: fechaPeriodo,
  end: fechaPeriodo,
  campo: z.string().max(20),
  filename: z.string().max(255).optional(),
  /** A raster slot's description as JSON text (schemas/raster.ts, decision 021). */
  raster: z.string().max(1000).optional(),
});
export type MetadatosSubida = z.input<typeof metadatosSubidaSchema>;

/** Path of the commit: the service and the exact period (its groups come in the body). */
export const confirmarParamsSchema = z.object({
  servicio_id: idCampo('servicio_id'),
  start: fechaPeriodo,
  end: fechaPeriodo,
});

/** Body of the commit: the period kind and, per filled slot, the finished upload that fills it. */
export const confirmarBodySchema = z.object({
  periodo: z.enum(['semanal', 'mensual']),
  archivos: z
    .array(z.object({ grupo: z.enum(GRUPOS_ARCHIVOS), campo: z.string().max(20), subida: subidaIdSchema }))
    .min(1, { error: MSG.seleccioneArchivo })
    .max(30),
});
export type ConfirmarBody = z.input<typeof confirmarBodySchema>;

/** The class a file name's extension belongs to, or null (the server checks the content again). */
export function claseDeNombre(nombre: string): ClaseArchivo | null {
  const ext = nombre.split('.').pop()?.toLowerCase() ?? '';
  for (const clase of Object.keys(EXTENSIONES) as ClaseArchivo[])
    if (EXTENSIONES[clase].includes(ext)) return clase;
  return null;
}

/** Where a dropped file goes: a slot, or why it fits none. */
export type Asignacion = { campo: string; clase: ClaseArchivo } | { problema: string };

/**
 * Assigns dropped files to a group's free slots by kind (image, video, summary), in name order so
 * `img1.png, img2.png` land in slots 1 and 2. A file of an unknown kind, over its class's limit, or
 * with no free slot of its kind left gets a message instead.
 */
export function asignarArchivos(
  grupo: GrupoArchivos,
  files: readonly { name: string; size: number }[],
  ocupados: ReadonlySet<string>,
): Asignacion[] {
  const libres = SLOTS_SUBIDA[grupo]
    .filter((s) => !ocupados.has(s.campo))
    .map((s) => ({ campo: s.campo, clase: claseDeSlot(s.clase) }));
  const orden = files
    .map((f, i) => ({ f, i }))
    .sort((a, b) => a.f.name.localeCompare(b.f.name, 'es', { numeric: true }));
  const out: Asignacion[] = new Array<Asignacion>(files.length);
  for (const { f, i } of orden) {
    const clase = claseDeNombre(f.name);
    if (!clase) out[i] = { problema: MSG.archivoTipoDesconocido };
    else if (f.size === 0) out[i] = { problema: MSG.seleccioneArchivo };
    else if (f.size > MAX_BYTES[clase]) out[i] = { problema: MSG.archivoMuyGrande };
    else {
      const slot = libres.findIndex((s) => s.clase === clase);
      out[i] = slot < 0 ? { problema: MSG.archivoSinEspacio } : libres.splice(slot, 1)[0]!;
    }
  }
  return out;
}
