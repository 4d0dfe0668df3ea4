// The pure part of a period's uploads (use-subidas.ts): which slot each dropped file takes, the
// rows that show them, and how a row changes. Kept apart so it is tested without a browser.
import type { GrupoArchivos } from '@agro/domain/constants';
import type { DescRaster } from '@agro/domain/schemas/raster';
import { asignarArchivos } from '@agro/domain/schemas/subida-reanudable';
import { sugerirDesc } from './desc-raster.ts';
import { esSlotRaster } from './formato.ts';
import type { Pendiente } from './pendientes.ts';

/**
 * `describir`: a GeoTIFF waiting for staff to say what it holds (its upload starts after);
 * `rechazada`: refused by the server (e.g. its type); it holds no slot and has nothing to resume or delete.
 */
export type Estado = 'describir' | 'subiendo' | 'pausada' | 'completa' | 'error' | 'rechazada';

/** One file of the period on its way to the server. */
export interface Item extends Pendiente {
  key: string;
  estado: Estado;
  bytes: number;
  /** Bytes per second, smoothed; null until measured. */
  velocidad: number | null;
  error?: string;
  subidaId?: string;
  /** What a GeoTIFF holds (raster slots only). */
  desc?: DescRaster;
}

export interface Rechazo {
  nombre: string;
  problema: string;
}

/** The files that take part in the period: a refused one only shows its reason until it is removed. */
export const vigentes = (items: readonly Item[]) => items.filter((i) => i.estado !== 'rechazada');

/**
 * The slot of each dropped file: the one its unfinished upload was made for (same name and size,
 * after a reload), else the next free slot of its kind; or the reason it fits none.
 */
export function asignar(
  grupo: GrupoArchivos,
  files: readonly { name: string; size: number }[],
  items: readonly Item[],
  pendientes: readonly Pendiente[],
): ({ campo: string } | { problema: string })[] {
  const ocupados = new Set(
    vigentes(items)
      .filter((i) => i.grupo === grupo)
      .map((i) => i.campo),
  );
  const previos = files.map((f) => {
    const p = pendientes.find(
      (x) => x.grupo === grupo && x.nombre === f.name && x.tamano === f.size && !ocupados.has(x.campo),
    );
    if (p) ocupados.add(p.campo);
    return p;
  });
  const resto = asignarArchivos(
    grupo,
    files.filter((_, n) => !previos[n]),
    ocupados,
  );
  return previos.map((p) => (p ? { campo: p.campo } : resto.shift()!));
}

/** A new row for a file given its slot: a GeoTIFF first waits for its description. */
export function nuevoItem(grupo: GrupoArchivos, campo: string, file: { name: string; size: number }): Item {
  const raster = esSlotRaster(grupo, campo);
  return {
    key: `${grupo}.${campo}`,
    grupo,
    campo,
    nombre: file.name,
    tamano: file.size,
    estado: raster ? 'describir' : 'subiendo',
    bytes: 0,
    velocidad: null,
    ...(raster ? { desc: sugerirDesc(grupo, file.name) } : {}),
  };
}

/** Smoothed speed from the previous one and the latest sample (bytes/s). */
export function suavizar(previa: number | null, instantanea: number | null): number | null {
  if (instantanea === null) return previa;
  return previa === null ? instantanea : 0.7 * previa + 0.3 * instantanea;
}

/**
 * The server refused the file and already deleted what it had (a DELETE would answer 404): the row
 * keeps its reason under a key of its own, so its slot is free for another file at once.
 */
export function marcarRechazada(
  items: readonly Item[],
  key: string,
  mensaje: string,
  sufijo: string,
): Item[] {
  return items.map((i) =>
    i.key === key
      ? { ...i, key: `${key}#${sufijo}`, estado: 'rechazada', error: mensaje, velocidad: null }
      : i,
  );
}

/** The uploads still open, as the browser remembers them for the period (others kept as they were). */
export function porRecordar(items: readonly Item[], pendientes: readonly Pendiente[]): Pendiente[] {
  const abiertos = vigentes(items).filter((i) => i.estado !== 'completa');
  const otros = pendientes.filter((p) => !items.some((i) => i.grupo === p.grupo && i.campo === p.campo));
  return [
    ...otros,
    ...abiertos.map(({ grupo, campo, nombre, tamano }) => ({ grupo, campo, nombre, tamano })),
  ];
}

/**
 * Dropped files with their slots (from `asignar`) as new rows, each with its file, and the files
 * that fit no slot with the reason.
 */
export function repartir<F extends { name: string; size: number }>(
  grupo: GrupoArchivos,
  files: readonly F[],
  asignados: readonly ({ campo: string } | { problema: string })[],
): { nuevos: { item: Item; file: F }[]; rechazos: Rechazo[] } {
  const nuevos: { item: Item; file: F }[] = [];
  const rechazos: Rechazo[] = [];
  files.forEach((file, n) => {
    const a = asignados[n]!;
    if ('problema' in a) rechazos.push({ nombre: file.name, problema: a.problema });
    else nuevos.push({ item: nuevoItem(grupo, a.campo, file), file });
  });
  return { nuevos, rechazos };
}

/** The remembered uploads still to offer: those just dropped again are continuing now. */
export const sinRetomados = (pendientes: readonly Pendiente[], nuevos: readonly Item[]) =>
  pendientes.filter(
    (x) => !nuevos.some((i) => i.grupo === x.grupo && i.campo === x.campo && i.nombre === x.nombre),
  );

/** A GeoTIFF's new description; any earlier complaint about it goes. */
export const conDesc = (items: readonly Item[], key: string, desc: DescRaster): Item[] =>
  items.map((i) => (i.key === key ? { ...i, desc, error: undefined } : i));

/** A GeoTIFF after its description was checked: it starts uploading, or shows what is wrong. */
export const trasValidar = (
  items: readonly Item[],
  key: string,
  v: { texto: string } | { problema: string },
) =>
  items.map((i): Item =>
    i.key !== key ? i : 'problema' in v ? { ...i, error: v.problema } : { ...i, estado: 'subiendo' },
  );
