import { useReducer, useState } from 'react';
import { useSearchParams } from 'react-router';
import { todayInSantiago } from '@agro/domain/format';
import { filtrarFacturas } from '@agro/domain/schemas/factura';
import { cpDeBusqueda, useFacturasBusqueda } from '../../../features/factura/api/buscar-facturas.ts';
import { busquedaInicial, finanzasReducer, motivoSinSaldar, primeraBusqueda } from './finanzas-state.ts';

/** Finanzas' state: the search (opened from ?e&t), the table's filters, the open dialog and the invoices. */
export function useFinanzas() {
  const [params] = useSearchParams();
  const [inicial] = useState(() => busquedaInicial(params));
  const [state, dispatch] = useReducer(finanzasReducer, undefined, () => ({
    busqueda: primeraBusqueda(inicial, todayInSantiago()),
    estado: null,
    q: '',
    dialogo: { tipo: 'ninguno' as const },
  }));
  const facturas = useFacturasBusqueda(state.busqueda);
  return {
    ...state,
    dispatch,
    inicial,
    facturas,
    filas: filtrarFacturas(facturas.data ?? [], { estado: state.estado, q: state.q }),
    cp: state.busqueda ? cpDeBusqueda(state.busqueda) : null,
    sinSaldar: motivoSinSaldar(facturas.data),
  };
}

export type Finanzas = ReturnType<typeof useFinanzas>;
