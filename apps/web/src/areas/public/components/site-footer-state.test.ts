import { describe, expect, it } from 'vitest';
import { lineaPie } from './site-footer-state.ts';

describe('footer line', () => {
  it('shows the copyright of the given year, and the three developers once clicked', () => {
    expect(lineaPie(false, 2031)).toBe('© 2031 Agro Monitoreo SpA. Todos los derechos reservados.');
    expect(lineaPie(true, 2031)).toBe(
      'Desarrollado por Renata Alarcón Quiroga, Benjamín Cifuentes Olivares y Josefa Henríquez Bustos',
    );
  });
});
