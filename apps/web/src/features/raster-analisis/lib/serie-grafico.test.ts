import { describe, expect, it } from 'vitest';
import { dominioY, filasSerie, marcasAlertas, type PuntoSerie, type SerieIndice } from './serie-grafico.ts';

const punto = (inicio: string, dia: number, media: number): PuntoSerie => ({
  inicio,
  termino: inicio,
  dia,
  media,
  p10: media - 0.1,
  p90: media + 0.1,
});

const serie: SerieIndice = {
  temporada: { etiqueta: '2026-2027', inicio: '2026-07-01', termino: '2027-06-30' },
  temporada_anterior: { etiqueta: '2025-2026', inicio: '2025-07-01', termino: '2026-06-30' },
  // Out of order on purpose: the rows come out by week.
  actual: [punto('2026-11-16', 138, 0.7), punto('2026-11-02', 124, 0.6)],
  anterior: [punto('2025-11-03', 125, 0.5), punto('2025-11-24', 146, 0.55)],
  alertas: [
    { alerta_id: 1, inicio: '2026-11-16', mensaje: 'bajó' },
    { alerta_id: 2, inicio: '2025-11-24', mensaje: 'temporada pasada' },
  ],
};

describe('filasSerie', () => {
  it('lays both seasons on one axis by week of season, gaps kept as empty rows', () => {
    const filas = filasSerie(serie);
    expect(filas.map((f) => f.semana)).toEqual([17, 18, 19, 20]);
    expect(filas[0]).toMatchObject({ etiqueta: '28/10', actual: 0.6, anterior: 0.5, inicio: '2026-11-02' });
    expect(filas[0]?.banda?.[0]).toBeCloseTo(0.5);
    expect(filas[0]?.banda?.[1]).toBeCloseTo(0.7);
    expect(filas[1]).toMatchObject({ actual: null, anterior: null, banda: null });
    expect(filas[2]).toMatchObject({ actual: 0.7, anterior: null, inicioAnterior: null });
    expect(filas[3]).toMatchObject({ actual: null, anterior: 0.55, inicioAnterior: '2025-11-24' });
  });
  it('has no rows without data', () => {
    expect(filasSerie({ ...serie, actual: [], anterior: [] })).toEqual([]);
  });
});

describe('marcasAlertas', () => {
  it('places the current season alerts on their week, leaves the others out', () => {
    const filas = filasSerie(serie);
    expect(marcasAlertas(serie, filas)).toEqual([{ alerta_id: 1, etiqueta: '11/11', mensaje: 'bajó' }]);
  });
});

describe('dominioY', () => {
  it('covers the band and nearby thresholds, not far ones', () => {
    const [lo, hi] = dominioY(filasSerie(serie), [0.2, 0.4, 0.6]);
    expect(lo).toBeLessThan(0.4);
    expect(lo).toBeGreaterThan(0.2);
    expect(hi).toBeGreaterThan(0.8);
  });
  it('has a default range without data', () => {
    expect(dominioY([], [0.2])).toEqual([0, 1]);
  });
});
