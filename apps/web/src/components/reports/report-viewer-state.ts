import type { ArchivosSearch } from './api/get-archivos.ts';
import type { GrupoReporte, ParcelaOption, PeriodoFiltro } from './types.ts';

/** A search sent to the server; `seq` makes Buscar run again (and the results restart) for the same one. */
export type Busqueda = ArchivosSearch & { seq: number };

export interface ViewerState {
  parcelaId: number | undefined;
  periodo: PeriodoFiltro;
  search: Busqueda | null;
  /** The service whose newest weekly files were opened on arrival, so they open once per service. */
  abiertoPara: number | null;
  infoOpen: boolean;
  comparar: boolean;
}

export type ViewerAction =
  | { type: 'elegirParcela'; parcelaId: number | undefined }
  | { type: 'elegirPeriodo'; periodo: PeriodoFiltro }
  | { type: 'buscar'; servicioId: number; grupo: GrupoReporte }
  | { type: 'abrirServicio'; servicioId: number; grupo: GrupoReporte }
  | { type: 'info'; open: boolean }
  | { type: 'comparar'; open: boolean };

/** ?parcela={parcela_id} (links from the map) preselects a territory; else the first one. */
export function viewerInicial(parcelas: ParcelaOption[], pedida: string | null): ViewerState {
  const elegida = parcelas.find((p) => p.parcela_id === Number(pedida)) ?? parcelas[0];
  return {
    parcelaId: elegida?.parcela_id,
    periodo: 'SEMANAL',
    search: null,
    abiertoPara: null,
    infoOpen: false,
    comparar: false,
  };
}

const siguiente = (s: ViewerState, servicioId: number, periodo: PeriodoFiltro, grupo: GrupoReporte) => ({
  servicioId,
  periodo,
  grupo,
  seq: (s.search?.seq ?? 0) + 1,
});

export function viewerReducer(s: ViewerState, a: ViewerAction): ViewerState {
  switch (a.type) {
    // Changing the territory or the period kind clears the results (docs/RULES.md#states).
    case 'elegirParcela':
      return { ...s, parcelaId: a.parcelaId, search: null };
    case 'elegirPeriodo':
      return { ...s, periodo: a.periodo, search: null };
    case 'buscar':
      return { ...s, search: siguiente(s, a.servicioId, s.periodo, a.grupo) };
    case 'abrirServicio':
      return {
        ...s,
        abiertoPara: a.servicioId,
        periodo: 'SEMANAL',
        search: siguiente(s, a.servicioId, 'SEMANAL', a.grupo),
      };
    case 'info':
      return { ...s, infoOpen: a.open };
    case 'comparar':
      return { ...s, comparar: a.open };
  }
}

/** Comparar needs two periods or more of the current search. */
export const puedeComparar = (s: ViewerState, data: Record<string, unknown> | undefined) =>
  s.search !== null && data !== undefined && Object.keys(data).length >= 2;

export const kindDe = (periodo: PeriodoFiltro): 'semanal' | 'mensual' =>
  periodo === 'SEMANAL' ? 'semanal' : 'mensual';
