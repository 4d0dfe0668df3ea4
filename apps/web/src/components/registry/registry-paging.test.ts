import { describe, expect, it } from 'vitest';
import {
  aplicarCambio,
  ariaSortDe,
  opcionesOrden,
  ordenAlPulsar,
  ordenDeOpcion,
  paginaDe,
  resumenPagina,
} from './registry-paging.ts';
import type { RegistryState } from './registry-state.ts';

const estado: RegistryState = { q: '', campo: null, page: 3, pageSize: 20, sort: null, dir: 'asc' };

describe('aplicarCambio', () => {
  it('goes back to page 1 when the filter, the order or the page size changes', () => {
    for (const patch of [
      { q: 'a' },
      { campo: 'nombre' },
      { sort: 'id' },
      { dir: 'desc' as const },
      { pageSize: 50 },
    ])
      expect(aplicarCambio(estado, patch).page).toBe(1);
  });
  it('keeps the page asked for', () => {
    expect(aplicarCambio(estado, { page: 5 })).toEqual({ ...estado, page: 5 });
  });
});

describe('paginaDe', () => {
  it('names the rows of the current page', () => {
    expect(paginaDe(45, estado)).toEqual({ pages: 3, from: 41, to: 45 });
  });
  it('has one empty page when there is nothing', () => {
    expect(paginaDe(0, estado)).toEqual({ pages: 1, from: 0, to: 0 });
  });
});

describe('resumenPagina', () => {
  it('says how many there are, or that the count is a lower bound', () => {
    expect(resumenPagina(0, true, 0, 0)).toBe('Sin resultados');
    expect(resumenPagina(1500, true, 1, 20)).toBe('Mostrando 1–20 de 1.500');
    expect(resumenPagina(200, false, 1, 20)).toBe('Mostrando 1–20 de más de 200');
  });
});

describe('orden', () => {
  it('orders a new column ascending, then flips it', () => {
    expect(ordenAlPulsar(estado, 'nombre')).toEqual({ sort: 'nombre', dir: 'asc' });
    expect(ordenAlPulsar({ sort: 'nombre', dir: 'asc' }, 'nombre')).toEqual({ sort: 'nombre', dir: 'desc' });
    expect(ordenAlPulsar({ sort: 'nombre', dir: 'desc' }, 'nombre')).toEqual({ sort: 'nombre', dir: 'asc' });
    expect(ordenAlPulsar({ sort: 'nombre', dir: 'desc' }, 'id')).toEqual({ sort: 'id', dir: 'asc' });
  });
  it('marks only the ordered column for screen readers', () => {
    expect(ariaSortDe({ sort: 'id', dir: 'desc' }, 'id')).toBe('descending');
    expect(ariaSortDe({ sort: 'id', dir: 'asc' }, 'id')).toBe('ascending');
    expect(ariaSortDe({ sort: 'id', dir: 'asc' }, 'nombre')).toBeUndefined();
  });
  it('offers each column both ways on a phone and reads the choice back', () => {
    const opciones = opcionesOrden([{ sortKey: 'id', label: 'ID' }]);
    expect(opciones).toEqual([
      { value: 'id:asc', label: 'ID (ascendente)' },
      { value: 'id:desc', label: 'ID (descendente)' },
    ]);
    expect(ordenDeOpcion('id:desc')).toEqual({ sort: 'id', dir: 'desc' });
  });
});
