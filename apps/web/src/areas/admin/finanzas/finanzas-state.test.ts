import { describe, expect, it } from 'vitest';
import { FINANZAS_INICIO_DEFAULT } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { facturaDePrueba } from '../../../test-support/factura.ts';
import {
  busquedaInicial,
  finanzasReducer,
  motivoSinSaldar,
  primeraBusqueda,
  type FinanzasState,
} from './finanzas-state.ts';

const inicio: FinanzasState = { busqueda: null, estado: null, q: '', dialogo: { tipo: 'ninguno' } };

describe('busquedaInicial', () => {
  it('reads a client shortcut as a search of all its invoices', () => {
    expect(busquedaInicial(new URLSearchParams('e=3'))).toEqual({ tipo: 'TODOS', id: '3' });
  });
  it('builds the territory id from a client and a territory number', () => {
    expect(busquedaInicial(new URLSearchParams('e=3&t=7'))).toEqual({ tipo: 'RECURRENTE', id: '3-T-007' });
  });
  it('keeps a territory id that is already complete', () => {
    expect(busquedaInicial(new URLSearchParams('e=3&t=3-T-012'))).toEqual({
      tipo: 'RECURRENTE',
      id: '3-T-012',
    });
  });
  it('has nothing to search without a client', () => {
    expect(busquedaInicial(new URLSearchParams('t=7'))).toEqual({});
  });
});

describe('primeraBusqueda', () => {
  it('searches from the default start to today when the shortcut names an id', () => {
    expect(primeraBusqueda({ tipo: 'RECURRENTE', id: '3-T-007' }, '2026-11-27')).toEqual({
      tipo: 'RECURRENTE',
      id: '3-T-007',
      inicio: FINANZAS_INICIO_DEFAULT,
      termino: '2026-11-27',
    });
  });
  it('does not search without an id', () => {
    expect(primeraBusqueda({}, '2026-11-27')).toBeNull();
  });
});

describe('motivoSinSaldar', () => {
  it('asks for a search first', () => {
    expect(motivoSinSaldar(undefined)).toBe(MSG.saldarSinBusqueda);
  });
  it('says nothing is owed when every invoice is paid', () => {
    expect(motivoSinSaldar([facturaDePrueba({ saldo: 0, estado: 'Pagada' })])).toBe(MSG.saldarSinDeuda);
    expect(motivoSinSaldar([])).toBe(MSG.saldarSinDeuda);
  });
  it('lets Saldar Deuda open when one invoice has a saldo', () => {
    expect(motivoSinSaldar([facturaDePrueba({ saldo: 0 }), facturaDePrueba({ saldo: 1 })])).toBeNull();
  });
});

describe('finanzasReducer', () => {
  it('opens one dialog at a time and closes it', () => {
    const factura = facturaDePrueba();
    const pagos = finanzasReducer(inicio, { type: 'abrir', dialogo: { tipo: 'pagos', factura } });
    expect(pagos.dialogo).toEqual({ tipo: 'pagos', factura });
    const saldar = finanzasReducer(pagos, { type: 'abrir', dialogo: { tipo: 'saldar' } });
    expect(saldar.dialogo).toEqual({ tipo: 'saldar' });
    expect(finanzasReducer(saldar, { type: 'cerrar' }).dialogo).toEqual({ tipo: 'ninguno' });
  });
  it('keeps the filters when a new search runs', () => {
    let s = finanzasReducer(inicio, { type: 'filtrarEstado', estado: 'Pendiente' });
    s = finanzasReducer(s, { type: 'filtrarTexto', q: 'foliar' });
    const busqueda = { tipo: 'TODOS' as const, id: '1', inicio: '2024-01-01', termino: '2026-01-01' };
    s = finanzasReducer(s, { type: 'buscar', busqueda });
    expect(s).toEqual({ busqueda, estado: 'Pendiente', q: 'foliar', dialogo: { tipo: 'ninguno' } });
  });
});
