import { describe, expect, it } from 'vitest';
import { filasRanking, ordenarRanking, siguienteOrden } from './ranking.ts';

const parcelas = [
  { parcela_id: 1, nombre: 'Norte' },
  { parcela_id: 2, nombre: 'Sur' },
  { parcela_id: 3, nombre: 'Estero' },
  { parcela_id: 4, nombre: 'Alto' },
];
const cifras = [
  { parcela_id: 1, indice: 'NDVI', media: 0.71, cambio: -0.08 },
  { parcela_id: 2, indice: 'NDVI', media: 0.55, cambio: 0.02 },
  { parcela_id: 3, indice: 'NDVI', media: 0.62, cambio: null },
  { parcela_id: 4, indice: 'temperatura', media: 25, cambio: 1 },
];

describe('filasRanking', () => {
  it('lists every territory, with the figures of the chosen index only', () => {
    const filas = filasRanking(parcelas, cifras, 'NDVI');
    expect(filas.map((f) => [f.parcela_id, f.media])).toEqual([
      [1, 0.71],
      [2, 0.55],
      [3, 0.62],
      [4, null],
    ]);
    expect(filas[3]?.cifra).toBeNull();
  });
});

describe('ordenarRanking', () => {
  const filas = filasRanking(parcelas, cifras, 'NDVI');
  const ids = (f: { parcela_id: number }[]) => f.map((x) => x.parcela_id);
  it('sorts by latest value either way, territories without figures last', () => {
    expect(ids(ordenarRanking(filas, 'valor', 'desc'))).toEqual([1, 3, 2, 4]);
    expect(ids(ordenarRanking(filas, 'valor', 'asc'))).toEqual([2, 3, 1, 4]);
  });
  it('sorts by change, nulls last, ties by name', () => {
    expect(ids(ordenarRanking(filas, 'cambio', 'asc'))).toEqual([1, 2, 4, 3]);
    expect(ids(ordenarRanking(filas, 'cambio', 'desc'))).toEqual([2, 1, 4, 3]);
  });
  it('does not change its input', () => {
    ordenarRanking(filas, 'valor', 'asc');
    expect(ids(filas)).toEqual([1, 2, 3, 4]);
  });
});

describe('ranking headings', () => {
  it('reverses the active sort on a second click and sorts another column descending', () => {
    const inicial = { orden: 'valor', dir: 'desc' } as const;
    expect(siguienteOrden(inicial, 'valor')).toEqual({ orden: 'valor', dir: 'asc' });
    expect(siguienteOrden({ orden: 'valor', dir: 'asc' }, 'valor')).toEqual({ orden: 'valor', dir: 'desc' });
    expect(siguienteOrden({ orden: 'valor', dir: 'asc' }, 'cambio')).toEqual({
      orden: 'cambio',
      dir: 'desc',
    });
  });
});
