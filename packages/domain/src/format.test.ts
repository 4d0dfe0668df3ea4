import { describe, expect, it } from 'vitest';
import {
  adminDisplayId,
  plural,
  empleadoDisplayId,
  estadoDetalle,
  estadoLista,
  facturaDisplayId,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatMoney,
  parcelaDisplayId,
  todayInSantiago,
} from './format.ts';

describe('display ids', () => {
  it('pads to three digits', () => {
    expect(parcelaDisplayId(7, 1)).toBe('7-T-001');
    expect(empleadoDisplayId(7, 12)).toBe('7-E-012');
    expect(facturaDisplayId(7, 1234)).toBe('7-F-1234');
    expect(adminDisplayId(3)).toBe('AGRO-A-3');
    expect(adminDisplayId(null)).toBe('N/A');
  });
});

describe('money', () => {
  it.each([
    [0, '$0'],
    [999, '$999'],
    [1234567, '$1.234.567'],
    [-45000, '-$45.000'],
  ])('%d → %s', (n, s) => expect(formatMoney(n)).toBe(s));
});

describe('measured figures', () => {
  it.each([
    [0.7234, 2, '0,72'],
    [1234.5, 2, '1.234,50'],
    [12.05, 1, '12,1'],
    [-0.004, 2, '0,00'],
    [-0.25, 2, '-0,25'],
  ])('%d with %d decimals → %s', (n, d, s) => expect(formatDecimal(n, d)).toBe(s));
});

describe('dates in America/Santiago', () => {
  it('shows a calendar date unshifted', () => expect(formatDate('2026-03-01')).toBe('01/03/2026'));
  it('converts instants to Santiago time (UTC-3 in summer)', () => {
    expect(formatDate(new Date('2026-01-15T02:30:00Z'))).toBe('14/01/2026');
    expect(formatDateTime(new Date('2026-01-15T15:05:00Z'))).toBe('15/01/2026 a las 12:05 hrs');
  });
  it('converts instants in winter (UTC-4)', () => {
    expect(formatDateTime(new Date('2026-07-01T03:59:00Z'))).toBe('30/06/2026 a las 23:59 hrs');
  });
  it('knows today in Santiago', () =>
    expect(todayInSantiago(new Date('2026-11-21T02:00:00Z'))).toBe('2026-11-20'));
});

describe('record state', () => {
  it('treats 1, true and null as active', () => {
    expect(estadoLista(null)).toBe('Activo');
    expect(estadoLista(1)).toBe('Activo');
    expect(estadoLista(0)).toBe('desuso');
    expect(estadoDetalle(false)).toBe('Inactivo');
  });
});

describe('plural', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(plural(1, 'territorio', 'territorios')).toBe('1 territorio');
    expect(plural(0, 'territorio', 'territorios')).toBe('0 territorios');
    expect(plural(3, 'factura vencida', 'facturas vencidas')).toBe('3 facturas vencidas');
    expect(plural(1200, 'archivo', 'archivos')).toBe('1.200 archivos');
  });
});
