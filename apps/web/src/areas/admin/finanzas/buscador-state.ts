import { FINANZAS_INICIO_DEFAULT } from '@agro/domain/constants';
import type { TipoBusquedaFactura } from '@agro/domain/schemas/factura';
import type { BusquedaFacturas } from '../../../features/factura/api/buscar-facturas.ts';
import type { RegistroTipo } from './registro-modal.tsx';

export interface BuscadorState {
  tipo: TipoBusquedaFactura;
  id: string;
  inicio: string | null;
  termino: string | null;
  registro: RegistroTipo | null;
}

export type BuscadorAction =
  | { type: 'tipo'; tipo: TipoBusquedaFactura }
  | { type: 'id'; id: string }
  | { type: 'inicio'; fecha: string | null }
  | { type: 'termino'; fecha: string | null }
  | { type: 'abrirRegistro'; registro: RegistroTipo }
  | { type: 'cerrarRegistro' }
  | { type: 'elegirDeRegistro'; registro: RegistroTipo; id: string };

export function buscadorInicial(inicial: Partial<BusquedaFacturas>, hoy: string): BuscadorState {
  return {
    tipo: inicial.tipo ?? 'TODOS',
    id: inicial.id ?? '',
    inicio: inicial.inicio ?? FINANZAS_INICIO_DEFAULT,
    termino: inicial.termino ?? hoy,
    registro: null,
  };
}

export function buscadorReducer(s: BuscadorState, a: BuscadorAction): BuscadorState {
  switch (a.type) {
    case 'tipo': {
      // A territory id means nothing to a client search and the other way round.
      const cambiaDeClase = (a.tipo === 'RECURRENTE') !== (s.tipo === 'RECURRENTE');
      return { ...s, tipo: a.tipo, id: cambiaDeClase ? '' : s.id };
    }
    case 'id':
      return { ...s, id: a.id };
    case 'inicio':
      return { ...s, inicio: a.fecha };
    case 'termino':
      return { ...s, termino: a.fecha };
    case 'abrirRegistro':
      return { ...s, registro: a.registro };
    case 'cerrarRegistro':
      return { ...s, registro: null };
    case 'elegirDeRegistro': {
      // A territory picked searches its recurring invoices; a client picked leaves a recurring search.
      const tipo = a.registro === 'territorios' ? 'RECURRENTE' : s.tipo === 'RECURRENTE' ? 'TODOS' : s.tipo;
      return { ...s, tipo, id: a.id, registro: null };
    }
  }
}

/** The search Buscar sends, or null while no id is typed; an empty date falls back to the default. */
export function busquedaDe(s: BuscadorState, hoy: string): BusquedaFacturas | null {
  const id = s.id.trim();
  if (!id) return null;
  return { tipo: s.tipo, id, inicio: s.inicio ?? FINANZAS_INICIO_DEFAULT, termino: s.termino ?? hoy };
}

/** The line under the search that says what each payment type finds. */
export const ayudaTipo = (tipo: TipoBusquedaFactura) =>
  tipo === 'RECURRENTE'
    ? 'Pago Recurrente: facturas mensuales del servicio del territorio.'
    : tipo === 'UNICO'
      ? 'Pago Único: cobros únicos del cliente.'
      : 'Todos: todas las facturas del cliente.';
