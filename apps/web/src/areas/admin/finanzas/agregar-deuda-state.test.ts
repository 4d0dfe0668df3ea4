import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/request.ts';
import { falloDeCrear, opcionesServicio } from './agregar-deuda-state.ts';

const servicio = {
  servicio_id: 7,
  cp_id: 1,
  parcelarel_id: 2,
  nombre: 'Fundo Norte',
  tipo_servicio: 'EDEB Full' as const,
};

describe('opcionesServicio', () => {
  it('offers the live services named by territory, and not the deleted ones', () => {
    expect(
      opcionesServicio([
        { ...servicio, is_deleted: false },
        { ...servicio, servicio_id: 8, is_deleted: true },
      ]),
    ).toEqual([{ value: '7', label: '1-T-002 · Fundo Norte · EDEB Full' }]);
  });
  it('offers nothing before the services load', () => {
    expect(opcionesServicio(undefined)).toEqual([]);
  });
});

describe('falloDeCrear', () => {
  it("shows the server's reason, but not for an expired session or a network failure", () => {
    expect(falloDeCrear(new ApiError(400, 'Servicio requerido'))).toBe('Servicio requerido');
    expect(falloDeCrear(new ApiError(401, 'x'))).toBeNull();
    expect(falloDeCrear(new TypeError('red'))).toBeNull();
  });
});
