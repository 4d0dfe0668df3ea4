import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { usuario } from './identity.ts';
import { normColumn, trgm } from './norm.ts';

export { norm } from './norm.ts';

export const clientePrincipal = pgTable(
  'cliente_principal',
  {
    cpId: serial('cp_id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .unique()
      .references(() => usuario.usuarioId),
    nombre: text('nombre').notNull(),
    rut: text('rut').notNull(),
    telefono: text('telefono').notNull(),
    direccion: text('direccion').notNull(),
    region: text('region').notNull(),
    ciudad: text('ciudad').notNull(),
    comentarios: text('comentarios').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    bancoRut: text('banco_rut').notNull().default(''),
    bancoEmail: text('banco_email').notNull().default(''),
    banco: text('banco').notNull().default(''),
    tipoCuenta: text('tipo_cuenta').notNull().default(''),
    numeroCuenta: text('numero_cuenta').notNull().default(''),
    // Per-client sequences behind parcelarel_id, empleadorel_id and facturarel_id, advanced atomically.
    seqParcela: integer('seq_parcela').notNull().default(0),
    seqEmpleado: integer('seq_empleado').notNull().default(0),
    seqFactura: integer('seq_factura').notNull().default(0),
    dateEntered: timestamp('date_entered', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
    nombreNorm: normColumn('nombre_norm', 'nombre'),
  },
  // The client registry's search and sorts (docs/PERFORMANCE.md, "Registries").
  (t) => [
    index('cp_nombre_trgm_idx').using('gin', trgm(t.nombreNorm)),
    index('cp_nombre_norm_idx').on(t.nombreNorm, t.cpId),
  ],
);

export const cpContacto = pgTable(
  'cp_contacto',
  {
    contactoId: serial('contacto_id').primaryKey(),
    cpId: integer('cp_id')
      .notNull()
      .references(() => clientePrincipal.cpId, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    apellido: text('apellido').notNull().default(''),
    email: text('email').notNull().default(''),
    telefono: text('telefono').notNull().default(''),
    cargo: text('cargo').notNull().default(''),
    isPrincipal: boolean('is_principal').notNull(),
  },
  (t) => [unique('cp_contacto_cp_principal_uq').on(t.cpId, t.isPrincipal)],
);

export const parcela = pgTable(
  'parcela',
  {
    parcelaId: serial('parcela_id').primaryKey(),
    cpId: integer('cp_id')
      .notNull()
      .references(() => clientePrincipal.cpId, { onDelete: 'cascade' }),
    parcelarelId: integer('parcelarel_id').notNull(),
    nombre: text('nombre').notNull(),
    region: text('region').notNull(),
    ciudad: text('ciudad').notNull(),
    direccionRef: text('direccion_ref').notNull(),
    coordX: doublePrecision('coord_x').notNull(),
    coordY: doublePrecision('coord_y').notNull(),
    extension: doublePrecision('extension').notNull(),
    tags: text('tags').array().notNull().default([]),
    notas: text('notas').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    avatarNom: text('avatar_nom'),
    avatarExt: text('avatar_ext'),
    dateEntered: timestamp('date_entered', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
    nombreNorm: normColumn('nombre_norm', 'nombre'),
    ciudadNorm: normColumn('ciudad_norm', 'ciudad'),
    direccionNorm: normColumn('direccion_norm', 'direccion_ref'),
  },
  (t) => [
    unique('parcela_cp_rel_uq').on(t.cpId, t.parcelarelId),
    // The territory registry's search and sorts (docs/PERFORMANCE.md, "Registries"); each sort index
    // ends with the key, so a deep page's keys come from an index-only scan.
    index('parcela_orden_idx').on(t.cpId, t.parcelarelId, t.parcelaId),
    index('parcela_nombre_trgm_idx').using('gin', trgm(t.nombreNorm)),
    index('parcela_ciudad_trgm_idx').using('gin', trgm(t.ciudadNorm)),
    index('parcela_direccion_trgm_idx').using('gin', trgm(t.direccionNorm)),
    index('parcela_nombre_norm_idx').on(t.nombreNorm, t.parcelaId),
    index('parcela_ciudad_norm_idx').on(t.ciudadNorm, t.parcelaId),
    index('parcela_direccion_norm_idx').on(t.direccionNorm, t.parcelaId),
    index('parcela_activo_idx').on(t.isActive, t.parcelaId),
    index('parcela_entered_idx').on(t.dateEntered, t.parcelaId),
  ],
);

export const empleado = pgTable(
  'empleado',
  {
    empleadoId: serial('empleado_id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .unique()
      .references(() => usuario.usuarioId),
    cpId: integer('cp_id')
      .notNull()
      .references(() => clientePrincipal.cpId, { onDelete: 'cascade' }),
    empleadorelId: integer('empleadorel_id').notNull(),
    nombre: text('nombre').notNull(),
    apellido: text('apellido').notNull(),
    rut: text('rut').notNull(),
    telefono: text('telefono').notNull(),
    cargo: text('cargo').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    dateEntered: timestamp('date_entered', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('empleado_cp_rel_uq').on(t.cpId, t.empleadorelId)],
);

export const empleadoParcela = pgTable(
  'empleado_parcela',
  {
    empleadoId: integer('empleado_id')
      .notNull()
      .references(() => empleado.empleadoId, { onDelete: 'cascade' }),
    parcelaId: integer('parcela_id')
      .notNull()
      .references(() => parcela.parcelaId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.empleadoId, t.parcelaId] }),
    index('empleado_parcela_parcela_idx').on(t.parcelaId),
  ],
);
