import { describe, expect, it } from 'vitest';
import { estadoIndices, indicesPresentes, indiceVisible, parcelaElegida } from './indices-page.ts';

describe('Índices page', () => {
  it('lists the measured indices in the catalogue order, once each', () => {
    const cifras = [{ indice: 'humedad' }, { indice: 'NDVI' }, { indice: 'NDVI' }];
    expect(indicesPresentes(cifras)).toEqual(['NDVI', 'humedad']);
    expect(indicesPresentes(undefined)).toEqual([]);
  });

  it('keeps the index asked for when measured, else falls back to the first measured one', () => {
    expect(indiceVisible('humedad', ['NDVI', 'humedad'])).toBe('humedad');
    expect(indiceVisible('NDRE', ['humedad'])).toBe('humedad');
    expect(indiceVisible('NDRE', [])).toBe('NDRE');
  });

  it('picks the territory by id, or the only one there is', () => {
    const a = { parcela_id: 1 };
    const b = { parcela_id: 2 };
    expect(parcelaElegida([a, b], 2)).toBe(b);
    expect(parcelaElegida([a, b], 9)).toBeUndefined();
    expect(parcelaElegida([a], 0)).toBe(a);
  });

  it('shows the body by precedence: client, loading, error, empty, the figures', () => {
    const base = { sinCp: false, buscandoCp: false, cargando: false, error: false, parcelas: 2 };
    expect(estadoIndices({ ...base, sinCp: true, cargando: true })).toBe('sin-cliente');
    expect(estadoIndices({ ...base, sinCp: true, buscandoCp: true })).toBe('buscando-cliente');
    expect(estadoIndices({ ...base, cargando: true, error: true })).toBe('cargando');
    expect(estadoIndices({ ...base, error: true, parcelas: 0 })).toBe('error');
    expect(estadoIndices({ ...base, parcelas: 0 })).toBe('sin-territorios');
    expect(estadoIndices(base)).toBe('listo');
  });
});
