import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { nuevoTrabajadorInicial, nuevoTrabajadorReducer, puedeRegistrar } from './nuevo-empleado-state.ts';
import { estadoTrabajador } from './empleado-ficha-state.ts';

describe('estadoTrabajador', () => {
  it('shows an active worker without a password yet as invited', () => {
    expect(estadoTrabajador({ invitacion_pendiente: true, is_active: true })).toBe(MSG.invitacionPendiente);
  });
  it('shows a deactivated worker as inactive even with the invitation pending', () => {
    expect(estadoTrabajador({ invitacion_pendiente: true, is_active: false })).toBe('Inactivo');
    expect(estadoTrabajador({ invitacion_pendiente: false, is_active: true })).toBe('Activo');
  });
});

describe('nuevoTrabajadorReducer', () => {
  it('registers only with the territory confirmed and both boxes ticked', () => {
    let s = nuevoTrabajadorReducer(nuevoTrabajadorInicial, { type: 'parcela', parcelaId: 10 });
    s = nuevoTrabajadorReducer(s, { type: 'checks', checks: [true, true] });
    expect(puedeRegistrar(s)).toBe(false);
    s = nuevoTrabajadorReducer(s, { type: 'territorioOk', ok: true });
    expect(puedeRegistrar(s)).toBe(true);
    expect(puedeRegistrar(nuevoTrabajadorReducer(s, { type: 'checks', checks: [true, false] }))).toBe(false);
  });
});
