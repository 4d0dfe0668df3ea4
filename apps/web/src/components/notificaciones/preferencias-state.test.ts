import { describe, expect, it } from 'vitest';
import { cambioPreferencia, etiquetaNoLeidas } from './preferencias-state.ts';

describe('cambioPreferencia', () => {
  const p = { tipo: 'facturas', correo: true, app: true } as const;
  it('sends the whole preference with only the channel that changed', () => {
    expect(cambioPreferencia(p, 'correo', false)).toEqual({
      preferencias: [{ tipo: 'facturas', correo: false, app: true }],
    });
    expect(cambioPreferencia(p, 'app', false).preferencias[0]).toMatchObject({ correo: true, app: false });
  });
});

describe('etiquetaNoLeidas', () => {
  it('caps the count at 99+', () => {
    expect(etiquetaNoLeidas(5)).toBe(5);
    expect(etiquetaNoLeidas(99)).toBe(99);
    expect(etiquetaNoLeidas(100)).toBe('99+');
  });
});
