import { describe, expect, it } from 'vitest';
import type { Cp, Contacto } from '../../../features/cp/api/keys.ts';
import { accionCuenta, ETIQUETA_ACCION, perfilInicial } from './modificar-cp-state.ts';

const cp = {
  cp_id: 4,
  nombre: 'Agrícola Sur',
  rut: '76.123.456-0',
  telefono: '+56922222222',
  direccion: 'Ruta 5 km 200',
  region: 'VII Maule',
  ciudad: 'Talca',
  comentarios: 'Paga a 30 días',
  is_active: true,
} as Cp;
const contacto = (nombre: string, is_principal: boolean) =>
  ({
    nombre,
    apellido: 'Soto',
    email: `${nombre}@sur.cl`,
    telefono: '+56911111111',
    cargo: 'Gerente',
    is_principal,
  }) as Contacto;

describe('Modificar Perfil del Cliente', () => {
  it('fills the form from the stored company and puts the principal contact first', () => {
    const v = perfilInicial(cp, [contacto('luis', false), contacto('ana', true)]);
    expect(v.datos).toMatchObject({
      nombre: 'Agrícola Sur',
      region: 'VII Maule',
      comentarios: 'Paga a 30 días',
    });
    expect(v.contacto.nombre).toBe('ana');
    expect(v.contactoSecundario.nombre).toBe('luis');
    expect(v.contacto).not.toHaveProperty('is_principal');
  });

  it('leaves a missing secondary contact blank', () => {
    const v = perfilInicial(cp, [contacto('ana', true)]);
    expect(v.contactoSecundario.nombre).toBe('');
    expect(v.contactoSecundario.email).toBe('');
  });

  it('deletes when that box is ticked, else toggles the account by its current state', () => {
    expect(accionCuenta({ eliminar: true, desactivar: false }, true)).toBe('eliminar');
    expect(accionCuenta({ eliminar: false, desactivar: true }, true)).toBe('desactivar');
    expect(accionCuenta({ eliminar: false, desactivar: true }, false)).toBe('activar');
    expect(accionCuenta({ eliminar: false, desactivar: false }, true)).toBeNull();
    expect(ETIQUETA_ACCION.activar).toBe('Reactivar cliente');
  });
});
