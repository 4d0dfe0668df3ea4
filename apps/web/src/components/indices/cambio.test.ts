import { describe, expect, it } from 'vitest';
import { formatCambio, formatHa, formatPct, indicePrincipal } from './cambio.ts';

describe('formatCambio', () => {
  it('shows a rise of a vigour index as good, with its arrow and a sentence', () => {
    expect(formatCambio('NDVI', 0.0412)).toEqual({
      flecha: '▲',
      texto: '+0,04',
      accesible: 'subió 0,04',
      color: 'green',
    });
  });

  it('shows a drop as bad', () => {
    expect(formatCambio('NDRE', -0.126)).toEqual({
      flecha: '▼',
      texto: '−0,13',
      accesible: 'bajó 0,13',
      color: 'red',
    });
  });

  it('treats a rise of canopy temperature as bad (its critical class is the hottest)', () => {
    const c = formatCambio('temperatura', 1.26);
    expect(c).toMatchObject({ flecha: '▲', texto: '+1,3\u00a0°C', color: 'red' });
    expect(formatCambio('temperatura', -2)).toMatchObject({ flecha: '▼', color: 'green' });
  });

  it('calls a change that rounds to zero no change', () => {
    expect(formatCambio('NDVI', -0.004)).toEqual({
      flecha: '=',
      texto: '0,00',
      accesible: 'sin cambio',
      color: 'gray',
    });
  });
});

describe('indicePrincipal', () => {
  it('prefers NDVI, then the documented order', () => {
    const c = (indice: 'NDVI' | 'NDRE' | 'temperatura' | 'humedad') => ({ indice });
    expect(indicePrincipal([c('NDRE'), c('NDVI')])?.indice).toBe('NDVI');
    expect(indicePrincipal([c('humedad'), c('temperatura')])?.indice).toBe('temperatura');
    expect(indicePrincipal([])).toBeUndefined();
  });
});

describe('areas', () => {
  it('formats hectares and shares with a decimal comma', () => {
    expect(formatHa(12.345)).toBe('12,3\u00a0ha');
    expect(formatHa(1234.5)).toBe('1.235\u00a0ha');
    expect(formatPct(42.25)).toBe('42,3\u00a0%');
  });
});
