import { describe, expect, it } from 'vitest';
import { INDICES, TIPOS_INDICE, clasesDiferencia, rampaDiferencia } from './indices.ts';

describe('index kinds', () => {
  it.each(TIPOS_INDICE)(
    '%s: ascending thresholds, one class more, ramp stops ascending, histogram whole',
    (tipo) => {
      const d = INDICES[tipo];
      expect([...d.umbrales].sort((a, b) => a - b)).toEqual(d.umbrales);
      expect(d.clases).toHaveLength(d.umbrales.length + 1);
      expect(d.claseCritica).toBeLessThan(d.clases.length);
      const paradas = d.rampa.map(([v]) => v);
      expect([...paradas].sort((a, b) => a - b)).toEqual(paradas);
      for (const [, color] of d.rampa) expect(color).toMatch(/^#[0-9a-f]{6}$/);
      const { desde, hasta, paso } = d.histograma;
      expect(Number.isInteger(Math.round(((hasta - desde) / paso) * 1e9) / 1e9)).toBe(true);
    },
  );

  it('a difference map is symmetric around no change, with the kind’s margin', () => {
    expect(rampaDiferencia('NDVI').map(([v]) => v)).toEqual([-0.3, -0.15, 0, 0.15, 0.3]);
    expect(clasesDiferencia('temperatura').umbrales).toEqual([-1, 1]);
  });
});
