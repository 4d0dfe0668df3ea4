import { SLOTS_SUBIDA, type GrupoArchivos } from '@agro/domain/constants';
import { claseDeSlot } from '@agro/domain/schemas/subida';

const MB = 1024 * 1024;

/** `820 KB` / `12,3 MB` / `1,2 GB` in Chilean Spanish. */
export function tamano(bytes: number): string {
  if (bytes < MB) return `${Math.ceil(bytes / 1024).toLocaleString('es-CL')} KB`;
  const gb = bytes >= 1024 * MB;
  const v = gb ? bytes / (1024 * MB) : bytes / MB;
  return `${v.toLocaleString('es-CL', { maximumFractionDigits: v < 10 ? 1 : 0 })} ${gb ? 'GB' : 'MB'}`;
}

/** Time left as `quedan 2 min 5 s`, or null when unknown. */
export function restante(bytes: number, total: number, velocidad: number | null): string | null {
  if (!velocidad || velocidad <= 0 || bytes >= total) return null;
  const s = Math.ceil((total - bytes) / velocidad);
  if (s < 60) return `quedan ${s} s`;
  const m = Math.floor(s / 60);
  return m < 60 ? `quedan ${m} min ${s % 60} s` : `quedan ${Math.floor(m / 60)} h ${m % 60} min`;
}

export const ETIQUETA = { imagen: 'Imagen', video: 'Video', documento: 'Resumen', raster: 'Ráster' } as const;
export const PLURAL = {
  imagen: 'Imágenes',
  video: 'Videos',
  documento: 'Resúmenes',
  raster: 'Rásteres',
} as const;

/** Whether a slot of the group takes a GeoTIFF (its upload waits for a description). */
export const esSlotRaster = (grupo: GrupoArchivos, campo: string) => {
  const s = SLOTS_SUBIDA[grupo].find((x) => x.campo === campo);
  return s !== undefined && claseDeSlot(s.clase) === 'raster';
};

/** `Imagen 2`, `Resumen 1`: a slot as people name it. */
export function nombreSlot(grupo: GrupoArchivos, campo: string): string {
  const slots = SLOTS_SUBIDA[grupo];
  const s = slots.find((x) => x.campo === campo);
  if (!s) return campo;
  const clase = claseDeSlot(s.clase);
  return `${ETIQUETA[clase]} ${slots.filter((x) => claseDeSlot(x.clase) === clase).indexOf(s) + 1}`;
}
