import { describe, expect, it } from 'vitest';
import { isExactPeriod, isIsoDate, monthOf, periodLabel, shiftPeriod, weekOf } from './periods.ts';

describe('weeks run Monday to Sunday', () => {
  it.each([
    ['2026-11-16', '2026-11-16', '2026-11-22'], // Monday
    ['2026-11-22', '2026-11-16', '2026-11-22'], // Sunday
    ['2026-12-31', '2026-12-28', '2027-01-03'], // across a year
  ])('%s is in %s – %s', (d, a, b) => expect(weekOf(d)).toEqual({ inicio: a, termino: b }));
});

describe('months run first to last day', () => {
  it.each([
    ['2024-02-10', '2024-02-01', '2024-02-29'],
    ['2026-02-10', '2026-02-01', '2026-02-28'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
  ])('%s is in %s – %s', (d, a, b) => expect(monthOf(d)).toEqual({ inicio: a, termino: b }));
});

describe('exact periods for uploads', () => {
  it('accepts exactly one week or month', () => {
    expect(isExactPeriod('semanal', '2026-11-16', '2026-11-22')).toBe(true);
    expect(isExactPeriod('mensual', '2026-11-01', '2026-11-30')).toBe(true);
  });
  it('refuses other ranges', () => {
    expect(isExactPeriod('semanal', '2026-11-17', '2026-11-23')).toBe(false); // Tuesday start
    expect(isExactPeriod('semanal', '2026-11-16', '2026-11-21')).toBe(false);
    expect(isExactPeriod('mensual', '2026-11-01', '2026-11-29')).toBe(false);
    expect(isExactPeriod('mensual', '2026-02-01', '2026-02-30')).toBe(false);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isExactPeriod('mensual', '2024-13-01', '2024-13-31')).toBe(false);
  });
  it('moves to the previous and next period', () => {
    expect(shiftPeriod('semanal', { inicio: '2026-11-16', termino: '2026-11-22' }, -1)).toEqual({
      inicio: '2026-11-09',
      termino: '2026-11-15',
    });
    expect(shiftPeriod('mensual', { inicio: '2026-12-01', termino: '2026-12-31' }, 1)).toEqual({
      inicio: '2027-01-01',
      termino: '2027-01-31',
    });
  });
});

describe('period labels', () => {
  it('shows weeks with weekdays and months with their name', () => {
    expect(periodLabel('semanal', { inicio: '2026-11-16', termino: '2026-11-22' })).toBe(
      'Lunes 16 de noviembre de 2026 al domingo 22 de noviembre de 2026',
    );
    expect(periodLabel('mensual', { inicio: '2026-11-01', termino: '2026-11-30' })).toBe('Noviembre 2026');
  });
});
