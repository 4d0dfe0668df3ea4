import { describe, expect, it } from 'vitest';
import type { Cliente } from '../../../features/cp/api/keys.ts';
import { fichaCliente, idDeCliente } from './cp-lookup-state.ts';

describe('client lookup', () => {
  it('searches only for a positive whole ID', () => {
    expect(idDeCliente(12)).toBe(12);
    expect(idDeCliente('7')).toBe(7);
    expect(idDeCliente('')).toBeNull();
    expect(idDeCliente(0)).toBeNull();
    expect(idDeCliente(-3)).toBeNull();
    expect(idDeCliente(2.5)).toBeNull();
  });

  it('shows the found client with its state in words', () => {
    const c = {
      cp_id: 4,
      nombre: 'Sur',
      rut: '1-9',
      email: 'a@b.cl',
      ciudad: 'Talca',
      is_active: false,
    } as Cliente;
    const ficha = fichaCliente(c);
    expect(ficha.map((i) => i.label)).toEqual(['ID', 'Nombre', 'RUT', 'Email', 'Ciudad', 'Estado']);
    expect(ficha[5]!.value).toBe('Inactivo');
    expect(fichaCliente({ ...c, is_active: true })[5]!.value).toBe('Activo');
  });
});
