import { describe, expect, it } from 'vitest';
import { parcelaDePrueba } from '../../test-support/parcela.ts';
import {
  kindDe,
  puedeComparar,
  viewerInicial,
  viewerReducer,
  type ViewerState,
} from './report-viewer-state.ts';

const parcelas = [parcelaDePrueba({ parcela_id: 10 }), parcelaDePrueba({ parcela_id: 11, parcelarel_id: 3 })];
const inicio = viewerInicial(parcelas, null);

describe('viewerInicial', () => {
  it('preselects the territory a map link names', () => {
    expect(viewerInicial(parcelas, '11').parcelaId).toBe(11);
  });
  it('falls back to the first territory for an unknown or missing one', () => {
    expect(viewerInicial(parcelas, '99').parcelaId).toBe(10);
    expect(inicio).toMatchObject({ parcelaId: 10, periodo: 'SEMANAL', search: null, abiertoPara: null });
  });
  it('has no territory when the list is empty', () => {
    expect(viewerInicial([], '1').parcelaId).toBeUndefined();
  });
});

describe('viewerReducer', () => {
  it("opens a service's newest weekly files once, whatever period was chosen", () => {
    const mensual = viewerReducer(inicio, { type: 'elegirPeriodo', periodo: 'MENSUAL' });
    const s = viewerReducer(mensual, { type: 'abrirServicio', servicioId: 5, grupo: 'edeb' });
    expect(s).toMatchObject({
      abiertoPara: 5,
      periodo: 'SEMANAL',
      search: { servicioId: 5, periodo: 'SEMANAL', grupo: 'edeb', seq: 1 },
    });
  });
  it('searches the chosen period, and numbers each search so the same one runs again', () => {
    let s = viewerReducer(inicio, { type: 'elegirPeriodo', periodo: 'MENSUAL' });
    s = viewerReducer(s, { type: 'buscar', servicioId: 5, grupo: 'sensores' });
    expect(s.search).toEqual({ servicioId: 5, periodo: 'MENSUAL', grupo: 'sensores', seq: 1 });
    s = viewerReducer(s, { type: 'buscar', servicioId: 5, grupo: 'sensores' });
    expect(s.search?.seq).toBe(2);
  });
  it('clears the results when the territory or the period kind changes', () => {
    const buscado = viewerReducer(inicio, { type: 'buscar', servicioId: 5, grupo: 'edeb' });
    expect(viewerReducer(buscado, { type: 'elegirParcela', parcelaId: 11 })).toMatchObject({
      parcelaId: 11,
      search: null,
    });
    expect(viewerReducer(buscado, { type: 'elegirPeriodo', periodo: 'MENSUAL' }).search).toBeNull();
  });
  it('opens and closes the information and comparison dialogs', () => {
    const s = viewerReducer(viewerReducer(inicio, { type: 'info', open: true }), {
      type: 'comparar',
      open: true,
    });
    expect(s).toMatchObject({ infoOpen: true, comparar: true });
    expect(viewerReducer(s, { type: 'comparar', open: false }).comparar).toBe(false);
  });
});

describe('puedeComparar', () => {
  const buscado: ViewerState = viewerReducer(inicio, { type: 'buscar', servicioId: 5, grupo: 'edeb' });
  it('needs a search with two periods or more', () => {
    expect(puedeComparar(buscado, { a: 1, b: 2 })).toBe(true);
    expect(puedeComparar(buscado, { a: 1 })).toBe(false);
    expect(puedeComparar(buscado, undefined)).toBe(false);
    expect(puedeComparar(inicio, { a: 1, b: 2 })).toBe(false);
  });
});

describe('kindDe', () => {
  it('names the period kind as the results expect it', () => {
    expect(kindDe('SEMANAL')).toBe('semanal');
    expect(kindDe('MENSUAL')).toBe('mensual');
  });
});
