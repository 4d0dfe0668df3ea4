import { and, asc, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { FINANZAS_INICIO_DEFAULT } from '@agro/domain/constants';
import { estadoFactura, fechaVencimiento, isVencida } from '@agro/domain/finanzas';
import { todayInSantiago } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import type { CrearFactura, FacturaRow, PagoDeFactura } from '@agro/domain/schemas/factura';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { clientePrincipal, comprobante, factura, pago, parcela, servicio } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findCp, findParcelaByRel, nextRelId } from '../../lib/lookups.ts';

/** Invoice columns as the `facturas` lists answer them (same fields as GET factura/cp/{cp_id}). */
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

export interface Rango {
  inicio: string;
  termino: string;
}

/** The search period: 2024-01-01 to today unless given (spec 001 §9); 400 when reversed. */
export function rangoBusqueda(ctx: AppContext, q: { inicio?: string; termino?: string }): Rango {
  const r = { inicio: q.inicio ?? FINANZAS_INICIO_DEFAULT, termino: q.termino ?? todayInSantiago(ctx.now()) };
  if (r.inicio > r.termino) throw badRequest(MSG.campoInvalido('termino'));
  return r;
}

/** Invoices matching `where`, issued within the period, newest first, each with its payments. */
export async function listarFacturas(
  ctx: AppContext,
  where: SQL | undefined,
  rango: Partial<Rango>,
): Promise<FacturaRow[]> {
  const { db } = ctx.database;
  const rows = await db
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
    .orderBy(desc(factura.fechaEmision), desc(factura.facturarelId));
  const pagos = await pagosDe(
    db,
    rows.map((r) => r.factura_id),
  );
  const today = todayInSantiago(ctx.now());
  return rows.map((f) => ({
    ...f,
    estado: estadoFactura(f.total, f.saldo),
    vencida: isVencida(f, today),
    pagos: pagos.get(f.factura_id) ?? [],
  }));
}

async function pagosDe(db: DbOrTx, facturaIds: number[]): Promise<Map<number, PagoDeFactura[]>> {
  const out = new Map<number, PagoDeFactura[]>();
  if (facturaIds.length === 0) return out;
  const rows = await db
    .select({
      factura_id: pago.facturaId,
      pago_id: pago.pagoId,
      monto: pago.monto,
      fecha_pago: pago.fechaPago,
      num_factura_sii: pago.numFacturaSii,
      comentarios: pago.comentarios,
      archivo_nom: comprobante.nombre,
      archivo_ext: comprobante.extension,
    })
    .from(pago)
    .leftJoin(comprobante, eq(comprobante.comprobanteId, pago.comprobanteId))
    .where(inArray(pago.facturaId, facturaIds))
    .orderBy(asc(pago.fechaPago), asc(pago.pagoId));
  for (const { factura_id, fecha_pago, ...p } of rows) {
    const list = out.get(factura_id) ?? [];
    list.push({ ...p, fecha_pago: fecha_pago.toISOString() });
    out.set(factura_id, list);
  }
  return out;
}

/** MENSUAL invoices of the services of one client's territory (`factura/recurrente/{parcelaSeq}/{cp}`). */
export async function facturasRecurrentes(ctx: AppContext, cpId: number, parcelarelId: number, rango: Rango) {
  const p = await findParcelaByRel(ctx.database.db, cpId, parcelarelId);
  if (!p) throw notFound(MSG.sinDatosTerritorio);
  return listarFacturas(
    ctx,
    and(eq(factura.cpId, cpId), eq(factura.tipoPago, 'MENSUAL'), eq(servicio.parcelaId, p.parcelaId)),
    rango,
  );
}

/** One-off invoices of a client (`factura/unico/{id}`). */
export async function facturasUnicas(ctx: AppContext, cpId: number, rango: Rango) {
  if (!(await findCp(ctx.database.db, cpId))) throw notFound(MSG.sinDatosId);
  return listarFacturas(ctx, and(eq(factura.cpId, cpId), eq(factura.tipoPago, 'UNICO')), rango);
}

/** Every invoice of a client (the Todos search, for the export). */
export async function facturasDeCliente(ctx: AppContext, cpId: number, rango: Rango) {
  if (!(await findCp(ctx.database.db, cpId))) throw notFound(MSG.sinDatosId);
  return listarFacturas(ctx, eq(factura.cpId, cpId), rango);
}

/** POST /factura/crear: numbered per client, due 30 days after issue, saldo = total (DECISIONS §8). */
export async function crearFactura(ctx: AppContext, input: CrearFactura): Promise<FacturaRow> {
  const { db } = ctx.database;
  const cp = await findCp(db, input.cp_raw);
  if (!cp) throw badRequest(MSG.sinDatosId);
  if (input.servicio_id !== null) {
    const [s] = await db
      .select({ cpId: servicio.cpId })
      .from(servicio)
      .where(and(eq(servicio.servicioId, input.servicio_id), eq(servicio.isDeleted, false)));
    if (!s || s.cpId !== cp.cpId) throw badRequest(MSG.servicioDeOtroCliente);
  }
  const facturaId = await db.transaction(async (tx) => {
    const rel = await nextRelId(tx, cp.cpId, 'seqFactura');
    const [row] = await tx
      .insert(factura)
      .values({
        cpId: cp.cpId,
        facturarelId: rel,
        nombre: input.nombre,
        comentarios: input.comentarios,
        tipoPago: input.tipo_pago,
        servicioId: input.servicio_id,
        total: input.total,
        saldo: input.total,
        fechaEmision: input.fecha_inicio,
        fechaVencimiento: fechaVencimiento(input.fecha_inicio),
        dateEntered: ctx.now(),
      })
      .returning({ facturaId: factura.facturaId });
    return row!.facturaId;
  });
  const [creada] = await listarFacturas(ctx, eq(factura.facturaId, facturaId), {
    inicio: '0001-01-01',
    termino: '9999-12-31',
  });
  return creada!;
}
