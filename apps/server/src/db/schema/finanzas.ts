import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { clientePrincipal } from './clientes.ts';
import { usuario } from './identity.ts';
import { servicio } from './servicios.ts';

export const factura = pgTable(
  'factura',
  {
    facturaId: serial('factura_id').primaryKey(),
    cpId: integer('cp_id')
      .notNull()
      .references(() => clientePrincipal.cpId, { onDelete: 'cascade' }),
    facturarelId: integer('facturarel_id').notNull(),
    nombre: text('nombre').notNull(),
    comentarios: text('comentarios').notNull().default(''),
    tipoPago: text('tipo_pago', { enum: ['MENSUAL', 'UNICO'] }).notNull(),
    servicioId: integer('servicio_id').references(() => servicio.servicioId, { onDelete: 'set null' }),
    total: bigint('total', { mode: 'number' }).notNull(),
    saldo: bigint('saldo', { mode: 'number' }).notNull(),
    fechaEmision: date('fecha_emision', { mode: 'string' }).notNull(),
    fechaVencimiento: date('fecha_vencimiento', { mode: 'string' }).notNull(),
    dateEntered: timestamp('date_entered', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('factura_cp_rel_uq').on(t.cpId, t.facturarelId),
    index('factura_cp_idx').on(t.cpId, t.fechaEmision),
    check('factura_total_pos', sql`${t.total} > 0`),
    check('factura_saldo_rango', sql`${t.saldo} >= 0 AND ${t.saldo} <= ${t.total}`),
  ],
);

/** A receipt file; one receipt may cover several payment lines of one request. */
export const comprobante = pgTable('comprobante', {
  comprobanteId: serial('comprobante_id').primaryKey(),
  nombre: text('nombre').notNull().unique(),
  extension: text('extension').notNull(),
  nombreOriginal: text('nombre_original').notNull(),
  mime: text('mime').notNull(),
  tamano: bigint('tamano', { mode: 'number' }).notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pago = pgTable(
  'pago',
  {
    pagoId: serial('pago_id').primaryKey(),
    facturaId: integer('factura_id')
      .notNull()
      .references(() => factura.facturaId, { onDelete: 'cascade' }),
    cpId: integer('cp_id')
      .notNull()
      .references(() => clientePrincipal.cpId, { onDelete: 'cascade' }),
    monto: bigint('monto', { mode: 'number' }).notNull(),
    numFacturaSii: text('num_factura_sii').notNull().default(''),
    comentarios: text('comentarios').notNull().default(''),
    comprobanteId: integer('comprobante_id').references(() => comprobante.comprobanteId, {
      onDelete: 'set null',
    }),
    fechaPago: timestamp('fecha_pago', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pago_cp_idx').on(t.cpId),
    index('pago_factura_idx').on(t.facturaId),
    check('pago_monto_pos', sql`${t.monto} > 0`),
  ],
);

/** Overdue reminders sent, so one invoice is not reminded twice within a week. */
export const recordatorioFactura = pgTable(
  'recordatorio_factura',
  {
    recordatorioId: serial('recordatorio_id').primaryKey(),
    facturaId: integer('factura_id')
      .notNull()
      .references(() => factura.facturaId, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recordatorio_factura_idx').on(t.facturaId, t.sentAt)],
);

/**
 * Idempotency keys of POST /pago/pagar: the row is inserted before the payment, in its transaction,
 * so one key records one payment; its answer is replayed to the same user until the key expires.
 */
export const pagoIdempotencia = pgTable(
  'pago_idempotencia',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.usuarioId, { onDelete: 'cascade' }),
    clave: uuid('clave').notNull(),
    /** Hash of the request's lines: the key may only be replayed with the same request. */
    huella: text('huella').notNull(),
    statusCode: integer('status_code'),
    respuesta: jsonb('respuesta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.clave] }),
    index('pago_idempotencia_created_idx').on(t.createdAt),
  ],
);
