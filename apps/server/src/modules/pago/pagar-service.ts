import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ResultOf } from '@agro/domain/contracts/endpoint';
import type { pagar as pagarContract } from '@agro/domain/contracts/pago';
import { MSG } from '@agro/domain/messages';
import type { PagoLinea, PagoRegistrado } from '@agro/domain/schemas/pago';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { factura, pago } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { avisarPagos, correoPagos } from '../notificacion/avisos-pago.ts';
import { unaVez, type Respuesta } from './idempotencia.ts';

type Pagado = ResultOf<typeof pagarContract>;

/**
 * POST /pago/pagar: every line or none (docs/RULES.md#finance). With an idempotency key, a repeated request
 * (a double click, a retry after a lost answer) gets the first answer and records nothing more.
 */
export async function pagar(
  ctx: AppContext,
  actor: Actor,
  lineas: PagoLinea[],
  clave: string | undefined,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<Respuesta<Pagado> & { repetida: boolean }> {
  const { db } = ctx.database;
  const trabajo = async (tx: Tx): Promise<Respuesta<Pagado>> => {
    const pagos = await registrar(tx, lineas, ctx.now());
    await avisarPagos(tx, pagos, ctx.now());
    return { statusCode: 201, body: { status: 'success', mensaje: MSG.facturaSaldada, pagos } };
  };
  const res =
    clave === undefined
      ? { ...(await db.transaction(trabajo)), repetida: false }
      : await unaVez(db, { usuarioId: actor.usuarioId, clave, solicitud: lineas }, ctx.now(), trabajo);
  // The payment stands whether or not its e-mail leaves (logged, decision 012); a replay sends nothing again.
  if (!res.repetida)
    await correoPagos(ctx, res.body.pagos).catch((err: unknown) =>
      log.error({ err, pagos: res.body.pagos.map((p) => p.pago_id) }, 'payment notice mail failed'),
    );
  return res;
}

/**
 * Each abono is taken with one conditional UPDATE (`saldo >= abono`), so concurrent payments can
 * neither overdraw an invoice nor lose an abono. A first read answers the usual mistakes (unknown
 * invoice 404, abono above the balance 400); an UPDATE that still finds too little saldo lost a race
 * and answers 409.
 */
export async function registrar(tx: Tx, lineas: PagoLinea[], now: Date): Promise<PagoRegistrado[]> {
  const ids = [...new Set(lineas.map((l) => l.factura_id))];
  const facturas = await tx
    .select({ facturaId: factura.facturaId, saldo: factura.saldo })
    .from(factura)
    .where(inArray(factura.facturaId, ids));
  if (facturas.length !== ids.length) throw notFound(MSG.sinDatosId);
  for (const f of facturas) {
    const abonos = lineas.filter((l) => l.factura_id === f.facturaId).reduce((s, l) => s + l.abono, 0);
    if (abonos > f.saldo) throw badRequest(MSG.abonoInvalido);
  }
  // Rows are locked in one order (by invoice) so two multi-invoice payments cannot deadlock.
  const orden = lineas.map((l, i) => ({ l, i })).sort((a, b) => a.l.factura_id - b.l.factura_id || a.i - b.i);
  const out: (PagoRegistrado & { i: number })[] = [];
  for (const { l, i } of orden) {
    const [f] = await tx
      .update(factura)
      .set({ saldo: sql`${factura.saldo} - ${l.abono}` })
      .where(and(eq(factura.facturaId, l.factura_id), gte(factura.saldo, l.abono)))
      .returning({ cpId: factura.cpId });
    if (!f) throw conflict(MSG.abonoInvalido);
    const [p] = await tx
      .insert(pago)
      .values({
        facturaId: l.factura_id,
        cpId: f.cpId,
        monto: l.abono,
        numFacturaSii: l.num_factura_sii,
        comentarios: l.comentarios,
        fechaPago: now,
      })
      .returning({ pagoId: pago.pagoId });
    out.push({ pago_id: p!.pagoId, factura_id: l.factura_id, monto: l.abono, i });
  }
  return out.sort((a, b) => a.i - b.i).map(({ i: _i, ...p }) => p);
}
