import type { RegistryState } from './registry-state.ts';

/** A patch to the registry state; changing the filter, the order or the page size goes back to page 1. */
export function aplicarCambio(prev: RegistryState, patch: Partial<RegistryState>): RegistryState {
  const resets = 'q' in patch || 'campo' in patch || 'sort' in patch || 'dir' in patch || 'pageSize' in patch;
  return { ...prev, ...(resets ? { page: 1 } : {}), ...patch };
}

/** How many pages there are and which rows this one shows (1-based, inclusive; 0–0 when empty). */
export function paginaDe(total: number, s: Pick<RegistryState, 'page' | 'pageSize'>) {
  return {
    pages: Math.max(1, Math.ceil(total / s.pageSize)),
    from: total === 0 ? 0 : (s.page - 1) * s.pageSize + 1,
    to: Math.min(total, s.page * s.pageSize),
  };
}

/** The line under the table: "Mostrando 1–20 de 45", "de más de N" when the count is a lower bound. */
export function resumenPagina(total: number, totalExacto: boolean | undefined, from: number, to: number) {
  if (total === 0) return 'Sin resultados';
  return `Mostrando ${from}–${to} de ${totalExacto === false ? 'más de ' : ''}${total.toLocaleString('es-CL')}`;
}

/** A click on a column header: ascending first, then it flips. */
export function ordenAlPulsar(s: Pick<RegistryState, 'sort' | 'dir'>, key: string): Partial<RegistryState> {
  return s.sort === key ? { sort: key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { sort: key, dir: 'asc' };
}

export const ariaSortDe = (s: Pick<RegistryState, 'sort' | 'dir'>, key: string | undefined) =>
  s.sort === key ? (s.dir === 'asc' ? ('ascending' as const) : ('descending' as const)) : undefined;

/** On phones the order is one select: each sortable column ascending and descending. */
export function opcionesOrden(sortable: { sortKey?: string; label: string }[]) {
  return sortable.flatMap((c) => [
    { value: `${c.sortKey}:asc`, label: `${c.label} (ascendente)` },
    { value: `${c.sortKey}:desc`, label: `${c.label} (descendente)` },
  ]);
}

export function ordenDeOpcion(v: string): Pick<RegistryState, 'sort' | 'dir'> {
  const [sort = '', dir] = v.split(':');
  return { sort, dir: dir === 'desc' ? 'desc' : 'asc' };
}
