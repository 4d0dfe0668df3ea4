import { describe, expect, it } from 'vitest';
import type { Cp } from '../../../features/cp/api/keys.ts';
import { fichaCp, idDeCp } from './cp-lookup-state.ts';

describe('client lookup', () => {
  it('searches only for a positive whole ID', () => {
    expect(idDeCp(12)).toBe(12);
    expect(idDeCp('7')).toBe(7);
    expect(idDeCp('')).toBeNull();
    expect(idDeCp(0)).toBeNull();
    expect(idDeCp(-3)).toBeNull();
    expect(idDeCp(2.5)).toBeNull();
  });

  it('shows the found client with its state in words', () => {
    const c = {
      cp_id: 4,
      nombre: 'Sur',
      rut: '1-9',
      email: 'a@b.cl',
      ciudad: 'Talca',
      is_active: false,
    } as Cp;
    const ficha = fichaCp(c);
    expect(ficha.map((i) => i.label)).toEqual(['ID', 'Nombre', 'RUT', 'Email', 'Ciudad', 'Estado']);
    expect(ficha[5]!.value).toBe('Inactivo');
    expect(fichaCp({ ...c, is_active: true })[5]!.value).toBe('Activo');
  });
});
