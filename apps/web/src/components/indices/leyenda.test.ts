import { describe, expect, it } from 'vitest';
import { INDICES } from '@agro/domain/indices';
import { claseDe, formatValor, gradienteRampa, marcasRampa, tramosLeyenda } from './leyenda.ts';

describe('tramosLeyenda', () => {
  it('gives NDVI its four classes with ranges from the documented thresholds', () => {
    const t = tramosLeyenda('NDVI');
    expect(t.map((x) => x.rango)).toEqual(['< 0,20', '0,20 – 0,40', '0,40 – 0,60', '≥ 0,60']);
    expect(t.map((x) => x.color)).toEqual(INDICES.NDVI.clases.map((c) => c.color));
    expect(t[0]).toMatchObject({ desde: null, hasta: 0.2, etiqueta: 'Suelo / estrés' });
    expect(t[3]).toMatchObject({ desde: 0.6, hasta: null, etiqueta: 'Vigor alto' });
  });

  it('writes the unit of a kind that has one', () => {
    expect(tramosLeyenda('temperatura').map((x) => x.rango)).toEqual([
      '< 20,0\u00a0°C',
      '20,0 – 26,0\u00a0°C',
      '26,0 – 32,0\u00a0°C',
      '≥ 32,0\u00a0°C',
    ]);
  });
});

describe('claseDe', () => {
  it('puts a value on a threshold in the class above it', () => {
    expect(claseDe('NDVI', 0.19)).toBe(0);
    expect(claseDe('NDVI', 0.2)).toBe(1);
    expect(claseDe('NDVI', 0.59)).toBe(2);
    expect(claseDe('NDVI', 0.6)).toBe(3);
    expect(claseDe('NDMI', -0.1)).toBe(0);
    expect(claseDe('humedad', 40)).toBe(3);
  });
});

describe('formatValor', () => {
  it('uses the kind decimals and the Chilean decimal comma', () => {
    expect(formatValor('NDVI', 0.7234)).toBe('0,72');
    expect(formatValor('humedad', 18.25)).toBe('18,3\u00a0%');
    expect(formatValor('NDMI', -0.004)).toBe('0,00');
  });
});

describe('ramp bar', () => {
  it('places each stop at its value along the bar', () => {
    expect(gradienteRampa(INDICES.NDVI.rampa)).toBe(
      'linear-gradient(to right, #a50026 0.0%, #f46d43 22.2%, #fee08b 44.4%, #a6d96a 66.7%, #1a9850 88.9%, #006837 100.0%)',
    );
  });

  it('marks the thresholds where the ramp paints them', () => {
    const m = marcasRampa('NDVI');
    expect(m.map((x) => x.texto)).toEqual(['0,20', '0,40', '0,60']);
    expect(m[0]?.posicion).toBeCloseTo(22.22, 2);
    expect(m[2]?.posicion).toBeCloseTo(66.67, 2);
  });
});
