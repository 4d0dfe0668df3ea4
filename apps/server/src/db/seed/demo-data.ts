import type { BANCOS, REGIONES, TIPOS_CUENTA, TipoServicio } from '@agro/domain/constants';
import { formatRut } from '@agro/domain/rules';

/** Every demo account signs in with this password (docs/RULES.md#demo-data). */
export const DEMO_PASSWORD = 'Agro#Demo2026';

type Region = (typeof REGIONES)[number];

export interface DemoPersona {
  email: string;
  nombre: string;
  apellido: string;
  rut: string;
  telefono: string;
}

export interface DemoAdmin extends DemoPersona {
  rol: 'Admin' | 'Dev';
}

export interface DemoParcela {
  rel: number;
  nombre: string;
  region: Region;
  ciudad: string;
  direccionRef: string;
  coordX: number;
  coordY: number;
  /** m² */
  extension: number;
  tags: string[];
  notas: string;
  servicio: TipoServicio;
}

export interface DemoEmpleado extends DemoPersona {
  cargo: string;
  /** parcelarel ids in link order: the first one is the employee's default territory. */
  parcelas: number[];
  /** Invited but has not set a password yet: cannot sign in, shown "Invitación pendiente". */
  invitacionPendiente?: true;
}

export interface DemoContacto {
  nombre: string;
  apellido: string;
  email: string;
  telefono: string;
  cargo: string;
  isPrincipal: boolean;
}

export interface DemoCp {
  email: string;
  nombre: string;
  rut: string;
  telefono: string;
  direccion: string;
  region: Region;
  ciudad: string;
  comentarios: string;
  banco: (typeof BANCOS)[number];
  tipoCuenta: (typeof TIPOS_CUENTA)[number];
  numeroCuenta: string;
  bancoEmail: string;
  contactos: DemoContacto[];
  parcelas: DemoParcela[];
  empleados: DemoEmpleado[];
}

/** A RUT with its real check digit (module 11), formatted 12.345.678-K. */
export function rutDe(cuerpo: number): string {
  let sum = 0;
  let factor = 2;
  for (let n = cuerpo; n > 0; n = Math.floor(n / 10)) {
    sum += (n % 10) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const dv = 11 - (sum % 11);
  return formatRut(`${cuerpo}${dv === 11 ? '0' : dv === 10 ? 'K' : dv}`);
}

export const DEMO_ADMINS: DemoAdmin[] = [
  {
    rol: 'Admin',
    email: 'admin@agrodemo.cl',
    nombre: 'Camila',
    apellido: 'Rojas',
    rut: rutDe(15_482_337),
    telefono: '+56961234507',
  },
  {
    rol: 'Dev',
    email: 'dev@agrodemo.cl',
    nombre: 'Sebastián',
    apellido: 'Araya',
    rut: rutDe(18_903_214),
    telefono: '+56972345618',
  },
];

export const DEMO_CPS: DemoCp[] = [
  {
    email: 'cliente@agrodemo.cl',
    nombre: 'Agrícola Valle Central SpA',
    rut: rutDe(76_123_456),
    telefono: '+56912345678',
    direccion: 'Camino a Los Niches km 4,5',
    region: 'VII Maule',
    ciudad: 'Curicó',
    comentarios:
      'Cliente desde la temporada 2025-2026. Prefiere recibir los informes el lunes a primera hora.',
    banco: 'Banco de Crédito e Inversiones (BCI)',
    tipoCuenta: 'Corriente',
    numeroCuenta: '61234578',
    bancoEmail: 'pagos@valle-central.cl',
    contactos: [
      {
        nombre: 'Andrés',
        apellido: 'Fuentes',
        email: 'afuentes@valle-central.cl',
        telefono: '+56987654321',
        cargo: 'Gerente General',
        isPrincipal: true,
      },
      {
        nombre: 'Carolina',
        apellido: 'Vergara',
        email: 'cvergara@valle-central.cl',
        telefono: '+56976543210',
        cargo: 'Jefa de Administración y Finanzas',
        isPrincipal: false,
      },
    ],
    parcelas: [
      {
        rel: 1,
        nombre: 'Fundo El Peumo',
        region: 'VII Maule',
        ciudad: 'Curicó',
        direccionRef: 'Camino a Los Niches km 6, Curicó',
        coordX: -35.0128,
        coordY: -71.1716,
        extension: 185_000,
        tags: ['Cerezo', 'Manzano', 'Peral'],
        notas:
          'Riego por goteo en todos los cuarteles. Cerezos var. Lapins y Santina; estación de sensores junto a la bodega.',
        servicio: 'EDEB Full',
      },
      {
        rel: 2,
        nombre: 'Parcela Los Aromos',
        region: "VI O'Higgins",
        ciudad: 'Rancagua',
        direccionRef: 'Camino Lo Miranda s/n, parcela 14',
        coordX: -34.1958,
        coordY: -70.812,
        extension: 92_000,
        tags: ['Uva País', 'Uva Cabernet Sauvignon'],
        notas:
          'Viñedo en espaldera; el monitoreo de vigor orienta el manejo de canopia y la cosecha diferenciada.',
        servicio: 'EDEB Foliar',
      },
      {
        rel: 3,
        nombre: 'Huerto San Clemente',
        region: 'VII Maule',
        ciudad: 'Talca',
        direccionRef: 'Ruta 115-CH km 12, San Clemente',
        coordX: -35.5271,
        coordY: -71.4869,
        extension: 64_000,
        tags: ['Arándano', 'Frambuesa', 'Avellano', 'Kiwi'],
        notas: 'Sondas de humedad a 30 y 60 cm en seis puntos; riego por microaspersión.',
        servicio: 'EDEB Sensores',
      },
    ],
    empleados: [
      {
        email: 'empleado@agrodemo.cl',
        nombre: 'Diego',
        apellido: 'Muñoz',
        rut: rutDe(16_734_209),
        telefono: '+56923456781',
        cargo: 'Jefe de Campo',
        parcelas: [1, 2],
      },
      {
        email: 'jperez@valle-central.cl',
        nombre: 'Juan',
        apellido: 'Pérez',
        rut: rutDe(12_345_678),
        telefono: '+56934567812',
        cargo: 'Encargado de Riego',
        parcelas: [3],
      },
      {
        email: 'mgonzalez@valle-central.cl',
        nombre: 'María José',
        apellido: 'González',
        rut: rutDe(17_456_982),
        telefono: '+56945678123',
        cargo: 'Ingeniera Agrónoma',
        parcelas: [2],
      },
      {
        email: 'invitado@agrodemo.cl',
        nombre: 'Ignacio',
        apellido: 'Herrera',
        rut: rutDe(19_283_746),
        telefono: '+56956781234',
        cargo: 'Técnico Agrícola',
        parcelas: [3],
        invitacionPendiente: true,
      },
    ],
  },
  {
    email: 'cliente2@agrodemo.cl',
    nombre: 'Viñedos del Maule Ltda.',
    rut: rutDe(77_654_321),
    telefono: '+56955512345',
    direccion: "Av. Bernardo O'Higgins 1450",
    region: 'VII Maule',
    ciudad: 'Cauquenes',
    comentarios: 'Viña familiar del secano interior. Contrato anual EDEB Foliar con pago mensual.',
    banco: 'Banco Santander Chile',
    tipoCuenta: 'Corriente',
    numeroCuenta: '0-000-71-45236-9',
    bancoEmail: 'finanzas@vinedosdelmaule.cl',
    contactos: [
      {
        nombre: 'Tomás',
        apellido: 'Reyes',
        email: 'treyes@vinedosdelmaule.cl',
        telefono: '+56966612345',
        cargo: 'Gerente',
        isPrincipal: true,
      },
      {
        nombre: 'Valentina',
        apellido: 'Castro',
        email: 'vcastro@vinedosdelmaule.cl',
        telefono: '+56977723456',
        cargo: 'Contadora',
        isPrincipal: false,
      },
    ],
    parcelas: [
      {
        rel: 1,
        nombre: 'Viña Los Robles',
        region: 'VII Maule',
        ciudad: 'Cauquenes',
        direccionRef: 'Camino a Pilén km 3, Cauquenes',
        coordX: -35.9871,
        coordY: -72.3045,
        extension: 240_000,
        tags: ['Uva País', 'Uva Carménère', 'Uva Cabernet Sauvignon'],
        notas: 'Viñedo de secano con cepas de más de 80 años; conducción en cabeza.',
        servicio: 'EDEB Foliar',
      },
    ],
    empleados: [
      {
        email: 'empleado2@agrodemo.cl',
        nombre: 'Francisca',
        apellido: 'Soto',
        rut: rutDe(18_234_567),
        telefono: '+56988834567',
        cargo: 'Enóloga',
        parcelas: [1],
      },
      {
        email: 'rsilva@vinedosdelmaule.cl',
        nombre: 'Roberto',
        apellido: 'Silva',
        rut: rutDe(11_876_543),
        telefono: '+56999945678',
        cargo: 'Capataz',
        parcelas: [1],
      },
    ],
  },
];
