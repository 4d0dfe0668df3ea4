import { describe, expect, it } from 'vitest';
import { AcumuladorStats } from './stats.ts';

const espec = { umbrales: [0.2, 0.4, 0.6], histograma: { desde: 0, hasta: 1, paso: 0.25 } };

/** NumPy's default percentile (linear between order statistics), for the reference. */
function percentil(orden: number[], p: number) {
  const h = (orden.length - 1) * p;
  const k = Math.floor(h);
  return orden[k]! + (h - k) * ((orden[k + 1] ?? orden[k]!) - orden[k]!);
}

describe('streaming statistics', () => {
  it('classes include their lower threshold; nodata (NaN) is not counted; areas add per row', () => {
    const s = new AcumuladorStats(espec);
    s.fila(Float32Array.from([0.1, 0.2, NaN, 0.4, 0.6, 0.61]), 0, 6, 4);
    s.fila(Float32Array.from([0.39, NaN]), 0, 2, 2);
    const r = s.resultado();
    expect(r.pixeles).toBe(6);
    expect(r.clases.map((c) => c.pixeles)).toEqual([1, 2, 1, 2]);
    r.clases.forEach((c, i) => expect(c.areaHa * 10_000).toBeCloseTo([4, 6, 4, 8][i]!, 9));
    expect(r.areaHa * 10_000).toBeCloseTo(22, 9);
    expect(r.histograma.conteos).toEqual([2, 2, 2, 0]);
  });

  it('mean, population standard deviation and percentiles of floats match a sort within 1/2048', () => {
    const valores = Array.from({ length: 20_001 }, (_, i) => Math.fround(0.5 + 0.4 * Math.sin(i * 1.7)));
    const s = new AcumuladorStats(espec);
    for (let i = 0; i < valores.length; i += 1000) {
      const fila = Float32Array.from(valores.slice(i, i + 1000));
      s.fila(fila, 0, fila.length, 1);
    }
    const r = s.resultado();
    const media = valores.reduce((a, b) => a + b, 0) / valores.length;
    const desv = Math.sqrt(valores.reduce((a, b) => a + (b - media) ** 2, 0) / valores.length);
    expect(r.media).toBeCloseTo(media, 9);
    expect(r.desviacion).toBeCloseTo(desv, 9);
    const orden = [...valores].sort((a, b) => a - b);
    for (const [p, v] of [
      [0.1, r.p10],
      [0.5, r.mediana],
      [0.9, r.p90],
    ] as const)
      expect(Math.abs(v - percentil(orden, p))).toBeLessThan(percentil(orden, p) / 2048);
    expect([r.min, r.max]).toEqual([orden[0], orden.at(-1)]);
  });

  it('percentiles of integers are exact', () => {
    const valores = Array.from({ length: 999 }, (_, i) => (i * 7919) % 1000);
    const s = new AcumuladorStats({ umbrales: [12, 20, 35], histograma: { desde: 0, hasta: 60, paso: 2.5 } });
    s.fila(Float32Array.from(valores), 0, valores.length, 1);
    const orden = [...valores].sort((a, b) => a - b);
    const r = s.resultado();
    expect([r.p10, r.mediana, r.p90]).toEqual([0.1, 0.5, 0.9].map((p) => percentil(orden, p)));
  });

  it('a row segment (the mask span) counts only its pixels', () => {
    const s = new AcumuladorStats(espec);
    s.fila(Float32Array.from([0.9, 0.1, 0.1, 0.9]), 1, 3, 1);
    expect(s.resultado().media).toBeCloseTo(0.1, 6);
    expect(s.pixeles).toBe(2);
  });
});
