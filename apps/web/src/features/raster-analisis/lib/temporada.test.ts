import { describe, expect, it } from 'vitest';
import { diaMes, diasDesde, fechaDeSemana, semanaDeTemporada, temporadaDe } from './temporada.ts';

describe('temporadaDe', () => {
  it('runs July to June', () => {
    expect(temporadaDe('2026-11-23')).toEqual({
      inicio: '2026-07-01',
      termino: '2027-06-30',
      etiqueta: '2026-2027',
    });
    expect(temporadaDe('2027-06-30').etiqueta).toBe('2026-2027');
    expect(temporadaDe('2026-07-01').etiqueta).toBe('2026-2027');
    expect(temporadaDe('2026-06-30').etiqueta).toBe('2025-2026');
    expect(temporadaDe('2026-01-05').inicio).toBe('2025-07-01');
  });
});

describe('weeks of a season', () => {
  it('counts days and weeks from 1 July', () => {
    expect(diasDesde('2026-07-01', '2026-07-01')).toBe(0);
    expect(diasDesde('2026-07-01', '2026-11-23')).toBe(145);
    // Across the southern winter's time change and a leap year.
    expect(diasDesde('2027-07-01', '2028-03-01')).toBe(244);
    expect(semanaDeTemporada(0)).toBe(0);
    expect(semanaDeTemporada(6)).toBe(0);
    expect(semanaDeTemporada(7)).toBe(1);
    expect(semanaDeTemporada(145)).toBe(20);
  });
  it('labels a week by the day it starts on', () => {
    expect(fechaDeSemana('2026-07-01', 20)).toBe('2026-11-18');
    expect(diaMes('2026-11-18')).toBe('18/11');
  });
});
