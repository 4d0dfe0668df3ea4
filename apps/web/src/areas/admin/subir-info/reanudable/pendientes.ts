import type { GrupoArchivos } from '@agro/domain/constants';

/** An upload of a period begun in this browser and not yet published. */
export interface Pendiente {
  grupo: GrupoArchivos;
  campo: string;
  nombre: string;
  tamano: number;
}

const clave = (servicioId: number, inicio: string) => `agro-subidas:${servicioId}:${inicio}`;

/** The unfinished uploads this browser remembers for a period (the wizard offers to resume them). */
export function leerPendientes(servicioId: number, inicio: string): Pendiente[] {
  try {
    const v = JSON.parse(localStorage.getItem(clave(servicioId, inicio)) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as Pendiente[]) : [];
  } catch {
    return [];
  }
}

export function guardarPendientes(servicioId: number, inicio: string, lista: Pendiente[]) {
  if (lista.length) localStorage.setItem(clave(servicioId, inicio), JSON.stringify(lista));
  else localStorage.removeItem(clave(servicioId, inicio));
}
