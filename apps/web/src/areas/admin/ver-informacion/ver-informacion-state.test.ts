import { describe, expect, it } from 'vitest';
import { seleccionInicial, seleccionReducer, tabInicial } from './ver-informacion-state.ts';

const vacio = seleccionInicial(new URLSearchParams());

describe('seleccionInicial', () => {
  it('opens on the client and territory of the link', () => {
    expect(seleccionInicial(new URLSearchParams('e=3&t=2'))).toEqual({ cpId: 3, rel: 2, registro: false });
  });
  it('ignores values that are not numbers', () => {
    expect(seleccionInicial(new URLSearchParams('e=x&t=0'))).toEqual({
      cpId: null,
      rel: null,
      registro: false,
    });
  });
});

describe('seleccionReducer', () => {
  it('forgets the territory when another client is chosen', () => {
    const s = seleccionReducer({ cpId: 3, rel: 2, registro: false }, { type: 'cliente', cpId: 4 });
    expect(s).toEqual({ cpId: 4, rel: null, registro: false });
  });
  it('selects the client and territory picked in the registry, and closes it', () => {
    const abierto = seleccionReducer(vacio, { type: 'registro', abierto: true });
    expect(seleccionReducer(abierto, { type: 'elegido', id: '12-T-003' })).toEqual({
      cpId: 12,
      rel: 3,
      registro: false,
    });
  });
  it('only closes the registry for an id it cannot read', () => {
    const abierto = { cpId: 3, rel: 2, registro: true };
    expect(seleccionReducer(abierto, { type: 'elegido', id: '?' })).toEqual({
      cpId: 3,
      rel: 2,
      registro: false,
    });
  });
});

describe('tabInicial', () => {
  it('opens on Sensores only for a Sensores-only service', () => {
    expect(tabInicial('EDEB Sensores')).toBe('sensores');
    expect(tabInicial('EDEB Full')).toBe('edeb');
    expect(tabInicial('EDEB Foliar')).toBe('edeb');
    expect(tabInicial(undefined)).toBe('edeb');
  });
});
