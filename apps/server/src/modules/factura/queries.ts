import { and, asc, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { facturaSchema, pagoDeFacturaSchema } from '@agro/domain/contracts/factura';
import { estadoFactura, isVencida } from '@agro/domain/finanzas';
import type { DbOrTx } from '../../db/client.ts';
import {
  clientePrincipal,
  comprobante,
  factura,
  pago,
  parcela,
  servicio,
  usuario,
} from '../../db/schema/index.ts';

export type FacturaResultado = z.output<typeof facturaSchema>;
type PagoDeFactura = z.output<typeof pagoDeFacturaSchema>;

/** An issue-date period; an absent end is open. */
export interface Rango {
  inicio?: string;
  termino?: string;
}

/** Invoice columns as the `facturas` lists answer them. */
const facturaColumns = {
  factura_id: factura.facturaId,
  facturarel_id: factura.facturarelId,
  nombre: factura.nombre,
  comentarios: factura.comentarios,
  tipo_pago: factura.tipoPago,
  total: factura.total,
  saldo: factura.saldo,
  fecha_emision: factura.fechaEmision,
  fecha_vencimiento: factura.fechaVencimiento,
  servicio_id: factura.servicioId,
  tipo_servicio: servicio.tipoServicio,
  parcela_id: parcela.parcelaId,
  parcelarel_id: parcela.parcelarelId,
  parcela_nombre: parcela.nombre,
  cp_id: factura.cpId,
  identificador: factura.cpId,
  nombre_empresa: clientePrincipal.nombre,
};

/** Invoices matching `where`, issued within the period, newest first, each with its state and payments. */
export async function selectFacturas(
  db: DbOrTx,
  where: SQL | undefined,
  rango: Rango,
  today: string,
  limit?: number,
): Promise<FacturaResultado[]> {
  const query = db
    .select(facturaColumns)
    .from(factura)
    .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, factura.cpId))
    .leftJoin(servicio, eq(servicio.servicioId, factura.servicioId))
    .leftJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
    .where(
      and(
        where,
        rango.inicio ? gte(factura.fechaEmision, rango.inicio) : undefined,
        rango.termino ? lte(factura.fechaEmision, rango.termino) : undefined,
      ),
    )
    .orderBy(desc(factura.fechaEmision), desc(factura.facturarelId))
    .$dynamic();
  // A limit reads one batch of an export (see modules/exportar); the screens read the whole list.
  const rows = await (limit ? query.limit(limit) : query);
  const pagos = await pagosDe(
    db,
    rows.map((r) => r.factura_id),
  );
  return rows.map((f) => ({
    ...f,
    estado: estadoFactura(f.total, f.saldo),
    vencida: isVencida(f, today),
    pagos: pagos.get(f.factura_id) ?? [],
  }));
}

// A payment with its receipt, as both payment lists carry it.
const pagoColumns = {
  pago_id: pago.pagoId,
  monto: pago.monto,
  fecha_pago: pago.fechaPago,
  num_factura_sii: pago.numFacturaSii,
  comentarios: pago.comentarios,
  archivo_nom: comprobante.nombre,
  archivo_ext: comprobante.extension,
};

async function pagosDe(db: DbOrTx, facturaIds: number[]): Promise<Map<number, PagoDeFactura[]>> {
  const out = new Map<number, PagoDeFactura[]>();
  if (facturaIds.length === 0) return out;
  const rows = await db
    .select({ factura_id: pago.facturaId, ...pagoColumns })
    .from(pago)
    .leftJoin(comprobante, eq(comprobante.comprobanteId, pago.comprobanteId))
    .where(inArray(pago.facturaId, facturaIds))
    .orderBy(asc(pago.fechaPago), asc(pago.pagoId));
  for (const { factura_id, ...p } of rows) {
    const list = out.get(factura_id) ?? [];
    list.push(p);
    out.set(factura_id, list);
  }
  return out;
}

/** A company's payments, newest first, with their invoice and receipt. */
export function selectPagosDeCp(db: DbOrTx, cpId: number) {
  return db
    .select({
      ...pagoColumns,
      factura_id: pago.facturaId,
      facturarel_id: factura.facturarelId,
      factura_nombre: factura.nombre,
      cp_id: pago.cpId,
      archivo_original: comprobante.nombreOriginal,
    })
    .from(pago)
    .innerJoin(factura, eq(factura.facturaId, pago.facturaId))
    .leftJoin(comprobante, eq(comprobante.comprobanteId, pago.comprobanteId))
    .where(eq(pago.cpId, cpId))
    .orderBy(desc(pago.fechaPago), desc(pago.pagoId));
}

/** An invoice with its company's account: who is told about it (notices, reminders). */
const facturaConTitular = {
  facturaId: factura.facturaId,
  cpId: factura.cpId,
  rel: factura.facturarelId,
  nombre: factura.nombre,
  saldo: factura.saldo,
  usuarioId: usuario.usuarioId,
};

/** Invoices joined to their company and its account, with `extra` columns; the caller filters. */
export function selectFacturasConTitular<C extends SelectedFields>(db: DbOrTx, extra: C) {
  return db
    .select({ ...facturaConTitular, ...extra })
    .from(factura)
    .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, factura.cpId))
    .innerJoin(usuario, eq(usuario.usuarioId, clientePrincipal.usuarioId));
}
