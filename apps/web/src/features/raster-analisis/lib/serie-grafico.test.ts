import { describe, expect, it } from 'vitest';
import {
  descripcionGrafico,
  dominioY,
  filasSerie,
  lineasReferencia,
  marcasAlertas,
  seriesGrafico,
  type PuntoSerie,
  type SerieIndice,
} from './serie-grafico.ts';

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

describe('chart parts', () => {
  it('draws last season dashed only when it has points, and says so to a screen reader', () => {
    expect(seriesGrafico(serie).map((s) => s.name)).toEqual(['banda', 'actual', 'anterior']);
    expect(seriesGrafico(serie)[2]).toMatchObject({ label: 'Temporada 2025-2026', strokeDasharray: '5 4' });
    const sola = { ...serie, anterior: [] };
    expect(seriesGrafico(sola).map((s) => s.name)).toEqual(['banda', 'actual']);
    expect(descripcionGrafico(serie, 'NDVI', 1)).toBe(
      'Gráfico de NDVI semanal: temporada 2026-2027 comparada con 2025-2026, 2 puntos, 1 alertas',
    );
    expect(descripcionGrafico(sola, 'NDVI', 0)).toBe(
      'Gráfico de NDVI semanal: temporada 2026-2027, 2 puntos, 0 alertas',
    );
  });

  it('names each visible threshold after the class above it and marks the alert weeks', () => {
    const d = {
      umbrales: [0.2, 0.4, 0.6],
      clases: [{ etiqueta: 'a' }, { etiqueta: 'b' }, { etiqueta: 'c' }, { etiqueta: 'd' }],
    };
    const lineas = lineasReferencia(d, [0.3, 0.7], [{ alerta_id: 1, etiqueta: '11/11', mensaje: 'x' }]);
    expect(lineas).toEqual([
      { y: 0.4, label: 'c', color: 'gray.5', strokeDasharray: '2 4' },
      { y: 0.6, label: 'd', color: 'gray.5', strokeDasharray: '2 4' },
      { x: '11/11', label: '⚠ Alerta', color: 'red.6', labelPosition: 'insideBottomRight' },
    ]);
  });
});
