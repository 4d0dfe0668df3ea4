import type { GrupoArchivos } from '@agro/domain/constants';
import type { PeriodoConArchivos } from './api/periodos-con-archivos.ts';
import { nombreSlot } from './reanudable/formato.ts';

const GRUPO: Record<GrupoArchivos, string> = { edeb: 'EDEB', sensores: 'Sensores', global: 'Resúmenes' };

/** A period with files, as the calendar marks it: what is already there, per group and slot. */
export interface Marca {
  inicio: string;
  termino: string;
  /** `EDEB: Imagen 1, Resumen 1 · Sensores: Video 1` */
  detalle: string;
}

/** The periods among `periodos` that hold files of the groups this upload would send, by first day. */
export function marcasDe(periodos: PeriodoConArchivos[], grupos: GrupoArchivos[]): Map<string, Marca> {
  const marcas = new Map<string, { inicio: string; termino: string; partes: string[] }>();
  for (const p of periodos) {
    if (!grupos.includes(p.grupo)) continue;
    const m = marcas.get(p.inicio) ?? { inicio: p.inicio, termino: p.termino, partes: [] };
    m.partes.push(`${GRUPO[p.grupo]}: ${p.campos.map((c) => nombreSlot(p.grupo, c)).join(', ')}`);
    marcas.set(p.inicio, m);
  }
  return new Map(
    [...marcas].map(([k, m]) => [k, { inicio: m.inicio, termino: m.termino, detalle: m.partes.join(' · ') }]),
  );
}
