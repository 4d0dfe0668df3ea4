import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ESTADOS_ENVIO } from '@agro/domain/schemas/envio';
import { clientePrincipal } from './clientes.ts';
import { comprobante, factura, pago } from './finanzas.ts';
import { usuario } from './identity.ts';

/** The provider's own bank account, where clients transfer (one row, edited by staff). */
export const cuentaProveedor = pgTable('cuenta_proveedor', {
  cuentaId: integer('cuenta_id').primaryKey().default(1),
  titular: text('titular').notNull(),
  rut: text('rut').notNull(),
  banco: text('banco').notNull(),
  tipoCuenta: text('tipo_cuenta').notNull(),
  numeroCuenta: text('numero_cuenta').notNull(),
  emailBancario: text('email_bancario').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A transfer receipt sent by a client for some of its invoices. It changes no balance while
 * "En revisión"; approving it records its lines as payments (pago) with the receipt attached.
 */
export const comprobanteEnvio = pgTable(
  'comprobante_envio',
  {
    envioId: serial('envio_id').primaryKey(),
    cpId: integer('cp_id')
      .notNull()
      .references(() => clientePrincipal.cpId, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id').references(() => usuario.usuarioId, { onDelete: 'set null' }),
    comprobanteId: integer('comprobante_id')
      .notNull()
      .references(() => comprobante.comprobanteId),
    estado: text('estado', { enum: ESTADOS_ENVIO }).notNull().default('En revisión'),
    total: bigint('total', { mode: 'number' }).notNull(),
    comentarios: text('comentarios').notNull().default(''),
    motivoRechazo: text('motivo_rechazo'),
    revisadoPor: integer('revisado_por').references(() => usuario.usuarioId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resueltoAt: timestamp('resuelto_at', { withTimezone: true }),
  },
  (t) => [
    index('comprobante_envio_cp_idx').on(t.cpId, t.createdAt),
    index('comprobante_envio_estado_idx').on(t.estado, t.createdAt),
    check('comprobante_envio_total_pos', sql`${t.total} > 0`),
  ],
);

/** One invoice of a receipt and its abono; `pago_id` is the payment recorded when it was approved. */
export const comprobanteEnvioLinea = pgTable(
  'comprobante_envio_linea',
  {
    lineaId: serial('linea_id').primaryKey(),
    envioId: integer('envio_id')
      .notNull()
      .references(() => comprobanteEnvio.envioId, { onDelete: 'cascade' }),
    facturaId: integer('factura_id')
      .notNull()
      .references(() => factura.facturaId, { onDelete: 'cascade' }),
    abono: bigint('abono', { mode: 'number' }).notNull(),
    pagoId: integer('pago_id').references(() => pago.pagoId, { onDelete: 'set null' }),
  },
  (t) => [
    unique('comprobante_envio_linea_uq').on(t.envioId, t.facturaId),
    index('comprobante_envio_linea_factura_idx').on(t.facturaId),
    check('comprobante_envio_linea_abono_pos', sql`${t.abono} > 0`),
  ],
);
