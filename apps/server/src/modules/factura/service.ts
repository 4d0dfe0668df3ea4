import { and, eq } from 'drizzle-orm';
import { FINANZAS_INICIO_DEFAULT } from '@agro/domain/constants';
import { fechaVencimiento } from '@agro/domain/finanzas';
import { todayInSantiago } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import type { CrearFactura } from '@agro/domain/schemas/factura';
import type { AppContext } from '../../context.ts';
import { factura, servicio } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findCp, findParcelaByRel, nextRelId } from '../../lib/lookups.ts';
import { selectFacturas, selectPagosDeCp, type FacturaResultado, type Rango } from './queries.ts';

const hoy = (ctx: AppContext) => todayInSantiago(ctx.now());

/** The search period of the back office: 2024-01-01 to today unless given; 400 when reversed. */
export function rangoBusqueda(ahora: Date, q: Rango): Required<Rango> {
  const r = { inicio: q.inicio ?? FINANZAS_INICIO_DEFAULT, termino: q.termino ?? todayInSantiago(ahora) };
  if (r.inicio > r.termino) throw badRequest(MSG.campoInvalido('termino'));
  return r;
}

/** Every invoice of a company, or those issued within the period (GET factura/cp/{cp_id}). */
export const facturasDeCp = (ctx: AppContext, cpId: number, rango: Rango) =>
  selectFacturas(ctx.database.db, eq(factura.cpId, cpId), rango, hoy(ctx));

/** A company's payments, newest first (GET factura/pagos/cp/{cp_id}). */
export const pagosDeCp = (ctx: AppContext, cpId: number) => selectPagosDeCp(ctx.database.db, cpId);

/** MENSUAL invoices of the services of one client's territory (`factura/recurrente/{parcelaSeq}/{cp}`). */
export async function facturasRecurrentes(ctx: AppContext, cpId: number, parcelarelId: number, rango: Rango) {
  const p = await findParcelaByRel(ctx.database.db, cpId, parcelarelId);
  if (!p) throw notFound(MSG.sinDatosTerritorio);
  return selectFacturas(
    ctx.database.db,
    and(eq(factura.cpId, cpId), eq(factura.tipoPago, 'MENSUAL'), eq(servicio.parcelaId, p.parcelaId)),
    rangoBusqueda(ctx.now(), rango),
    hoy(ctx),
  );
}

/** One-off invoices of a client (`factura/unico/{id}`). */
export async function facturasUnicas(ctx: AppContext, cpId: number, rango: Rango) {
  if (!(await findCp(ctx.database.db, cpId))) throw notFound(MSG.sinDatosId);
  return selectFacturas(
    ctx.database.db,
    and(eq(factura.cpId, cpId), eq(factura.tipoPago, 'UNICO')),
    rangoBusqueda(ctx.now(), rango),
    hoy(ctx),
  );
}

/** POST /factura/crear: numbered per client, due 30 days after issue, saldo = total (docs/RULES.md#finance). */
export async function crearFactura(ctx: AppContext, input: CrearFactura): Promise<FacturaResultado> {
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
  const [creada] = await selectFacturas(db, eq(factura.facturaId, facturaId), {}, hoy(ctx));
  return creada!;
}
