import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { nuevoEmpleadoInicial, nuevoEmpleadoReducer, puedeRegistrar } from './nuevo-empleado-state.ts';
import { estadoEmpleado } from './empleado-ficha-state.ts';

describe('estadoEmpleado', () => {
  it('shows an active worker without a password yet as invited', () => {
    expect(estadoEmpleado({ invitacion_pendiente: true, is_active: true })).toBe(MSG.invitacionPendiente);
  });
  it('shows a deactivated worker as inactive even with the invitation pending', () => {
    expect(estadoEmpleado({ invitacion_pendiente: true, is_active: false })).toBe('Inactivo');
    expect(estadoEmpleado({ invitacion_pendiente: false, is_active: true })).toBe('Activo');
  });
});

describe('nuevoEmpleadoReducer', () => {
  it('registers only with the territory confirmed and both boxes ticked', () => {
    let s = nuevoEmpleadoReducer(nuevoEmpleadoInicial, { type: 'parcela', parcelaId: 10 });
    s = nuevoEmpleadoReducer(s, { type: 'checks', checks: [true, true] });
    expect(puedeRegistrar(s)).toBe(false);
    s = nuevoEmpleadoReducer(s, { type: 'parcelaOk', ok: true });
    expect(puedeRegistrar(s)).toBe(true);
    expect(puedeRegistrar(nuevoEmpleadoReducer(s, { type: 'checks', checks: [true, false] }))).toBe(false);
  });
});
