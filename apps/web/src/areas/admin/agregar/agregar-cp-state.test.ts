import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import type { CpRegistroInput } from '@agro/domain/schemas/cp-registro';
import { ApiError } from '../../../lib/request.ts';
import { cpCreado, falloCp, resumenCp } from './agregar-cp-state.ts';

const contacto = (nombre: string) => ({
  nombre,
  apellido: 'Soto',
  email: `${nombre.toLowerCase()}@demo.cl`,
  telefono: '+56911111111',
  cargo: 'Gerente',
});

const valores = {
  datos: {
    nombre: 'Agrícola Sur',
    rut: '76.123.456-0',
    email: 'cuenta@sur.cl',
    telefono: '+56922222222',
    direccion: 'Ruta 5 km 200',
    region: 'VII Maule',
    ciudad: 'Talca',
    comentarios: 'Cliente nuevo',
  },
  contacto: contacto('Ana'),
  contactoSecundario: contacto('Luis'),
  banco: {
    rut: '76.123.456-0',
    email_bancario: 'pagos@sur.cl',
    banco: 'Banco de Chile',
    tipo_cuenta: 'Corriente',
    numero_cuenta: '123456',
  },
  confirmacionDatos: true,
} as CpRegistroInput;

describe('resumenCp', () => {
  it('summarises the four steps in their order', () => {
    expect(resumenCp(valores).map((s) => s.title)).toEqual([
      'Datos Generales',
      'Contacto Primario',
      'Contacto Secundario',
      'Datos Bancarios',
    ]);
  });
  it('shows each contact with its full name and the admin notes under their screen name', () => {
    const [datos, primario, secundario] = resumenCp(valores);
    expect(primario?.items[0]).toEqual({ label: 'Nombre', value: 'Ana Soto' });
    expect(secundario?.items[0]).toEqual({ label: 'Nombre', value: 'Luis Soto' });
    expect(datos?.items).toContainEqual({ label: 'Notas Admin', value: 'Cliente nuevo' });
  });
});

describe('cpCreado', () => {
  it("links to the new client's page", () => {
    expect(cpCreado(42)).toEqual({
      mensaje: MSG.cpCreado,
      id: '42',
      href: '/admin/registro/clientes/mas-info?e=42',
    });
  });
});

describe('falloCp', () => {
  it('tells a conflict as the server words it', () => {
    expect(falloCp(new ApiError(409, 'RUT ya registrado'))).toBe('RUT ya registrado');
  });
  it('falls back to "not created" when the server gives no reason', () => {
    expect(falloCp(new TypeError('red'))).toBe(MSG.cpNoCreado);
  });
});
