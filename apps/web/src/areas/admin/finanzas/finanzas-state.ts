import { FINANZAS_INICIO_DEFAULT } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import type { Factura } from '../../../features/factura/api/keys.ts';
import type { BusquedaFacturas } from '../../../features/factura/api/buscar-facturas.ts';

/** The search a client or territory shortcut opens with (?e={cliente}&t={territorio}). */
export function busquedaInicial(params: URLSearchParams): Partial<BusquedaFacturas> {
  const e = params.get('e');
  const t = params.get('t');
  if (e && t) return { tipo: 'RECURRENTE', id: t.includes('-') ? t : `${e}-T-${t.padStart(3, '0')}` };
  return e ? { tipo: 'TODOS', id: e } : {};
}

/** A shortcut with an id searches at once, from the default start to today. */
export function primeraBusqueda(inicial: Partial<BusquedaFacturas>, hoy: string): BusquedaFacturas | null {
  if (!inicial.id) return null;
  return { tipo: inicial.tipo ?? 'TODOS', id: inicial.id, inicio: FINANZAS_INICIO_DEFAULT, termino: hoy };
}

/** Why Saldar Deuda cannot open (no search yet, or nothing owed), or null when it can. */
export function motivoSinSaldar(facturas: Factura[] | undefined): string | null {
  if (!facturas) return MSG.saldarSinBusqueda;
  return facturas.some((f) => f.saldo > 0) ? null : MSG.saldarSinDeuda;
}

/** At most one of Finanzas' dialogs is open at a time. */
export type DialogoFinanzas =
  | { tipo: 'ninguno' }
  | { tipo: 'agregar' }
  | { tipo: 'saldar' }
  | { tipo: 'cuenta' }
  | { tipo: 'pagos'; factura: Factura };

export interface FinanzasState {
  busqueda: BusquedaFacturas | null;
  estado: string | null;
  q: string;
  dialogo: DialogoFinanzas;
}

export type FinanzasAction =
  | { type: 'buscar'; busqueda: BusquedaFacturas }
  | { type: 'filtrarEstado'; estado: string | null }
  | { type: 'filtrarTexto'; q: string }
  | { type: 'abrir'; dialogo: DialogoFinanzas }
  | { type: 'cerrar' };

export function finanzasReducer(s: FinanzasState, a: FinanzasAction): FinanzasState {
  switch (a.type) {
    case 'buscar':
      return { ...s, busqueda: a.busqueda };
    case 'filtrarEstado':
      return { ...s, estado: a.estado };
    case 'filtrarTexto':
      return { ...s, q: a.q };
    case 'abrir':
      return { ...s, dialogo: a.dialogo };
    case 'cerrar':
      return { ...s, dialogo: { tipo: 'ninguno' } };
  }
}
