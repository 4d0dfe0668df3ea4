import { and, eq, inArray } from 'drizzle-orm';
import { facturaDisplayId, formatMoney } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { envioComentariosSchema, parseEnvioLineas } from '@agro/domain/schemas/envio';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { comprobanteEnvio, comprobanteEnvioLinea, factura } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Receive } from '../../lib/multipart.ts';
import { removeStored } from '../../lib/uploads.ts';
import { insertarComprobante, PREFIJO_COMPROBANTES } from '../pago/comprobante-service.ts';
import { avisarNuevoEnvio, type AvisoLog } from './mails.ts';
import { cerrarEnvio } from './cierre.ts';
import { envioPorId, selectEnvios } from './queries.ts';

/** GET envio/cp/{cp_id}: a company's submissions, newest first. */
export const enviosDeCp = (ctx: AppContext, cpId: number) =>
  selectEnvios(ctx.database.db, eq(comprobanteEnvio.cpId, cpId));

/**
 * POST envio/cp/{cp_id}: the client's transfer receipt with the abono per invoice. The file is
 * checked by content (PDF, JPEG or PNG, size limit); every invoice must be the company's with
 * `0 < abono <= saldo`. Stored "En revisión" with its lines in one transaction; no saldo changes.
 * On any refusal the stored file is removed.
 */
export async function enviarComprobante(
  ctx: AppContext,
  actor: Actor,
  cpId: number,
  receive: Receive,
  log: AvisoLog,
) {
  const { files, fields } = await receive({
    prefix: PREFIJO_COMPROBANTES,
    wrongType: MSG.envioComprobanteFormato,
  });
  const archivo = files.get('comprobante');
  let envioId: number;
  try {
    const lineas = parseEnvioLineas(fields.lineas);
    if (!lineas.success) throw badRequest(lineas.error.issues[0]?.message ?? MSG.envioSinFacturas);
    const comentarios = envioComentariosSchema.safeParse(fields.comentarios ?? '');
    if (!comentarios.success) throw badRequest(MSG.campoInvalido('comentarios'));
    if (!archivo) throw badRequest(MSG.envioComprobanteRequerido);
    envioId = await ctx.database.db.transaction(async (tx) => {
      // Locked so that two receipts sent at once for one invoice cannot both pass the review check.
      const facturas = await tx
        .select({ facturaId: factura.facturaId, saldo: factura.saldo, rel: factura.facturarelId })
        .from(factura)
        .where(
          and(
            eq(factura.cpId, cpId),
            inArray(
              factura.facturaId,
              lineas.data.map((l) => l.factura_id),
            ),
          ),
        )
        .for('update');
      // An invoice of another company reads as one that does not exist.
      if (facturas.length !== lineas.data.length) throw notFound(MSG.sinDatosId);
      await rechazarSiEnRevision(tx, cpId, facturas);
      for (const l of lineas.data) {
        const saldo = facturas.find((f) => f.facturaId === l.factura_id)!.saldo;
        if (saldo <= 0) throw badRequest(MSG.envioFacturaPagada);
        if (l.abono > saldo) throw badRequest(MSG.envioAbonoSuperaSaldo(formatMoney(saldo)));
      }
      const comprobanteId = await insertarComprobante(tx, archivo, ctx.now());
      const [e] = await tx
        .insert(comprobanteEnvio)
        .values({
          cpId,
          usuarioId: actor.usuarioId,
          comprobanteId,
          total: lineas.data.reduce((s, l) => s + l.abono, 0),
          comentarios: comentarios.data,
          createdAt: ctx.now(),
        })
        .returning({ id: comprobanteEnvio.envioId });
      await tx
        .insert(comprobanteEnvioLinea)
        .values(lineas.data.map((l) => ({ envioId: e!.id, facturaId: l.factura_id, abono: l.abono })));
      return e!.id;
    });
  } catch (err) {
    if (archivo) await removeStored(ctx.storage, [archivo.key]);
    throw err;
  }
  const envio = await envioPorId(ctx.database.db, envioId);
  await avisarNuevoEnvio(ctx, log, envio);
  return envio;
}

/** 409 when one of these invoices already has a receipt waiting for review (issue 28). */
async function rechazarSiEnRevision(
  tx: DbOrTx,
  cpId: number,
  facturas: { facturaId: number; rel: number }[],
) {
  const [enRevision] = await tx
    .select({ facturaId: comprobanteEnvioLinea.facturaId })
    .from(comprobanteEnvioLinea)
    .innerJoin(comprobanteEnvio, eq(comprobanteEnvio.envioId, comprobanteEnvioLinea.envioId))
    .where(
      and(
        eq(comprobanteEnvio.estado, 'En revisión'),
        inArray(
          comprobanteEnvioLinea.facturaId,
          facturas.map((f) => f.facturaId),
        ),
      ),
    )
    .limit(1);
  if (!enRevision) return;
  const rel = facturas.find((f) => f.facturaId === enRevision.facturaId)!.rel;
  throw conflict(MSG.envioFacturaEnRevision(facturaDisplayId(cpId, rel)));
}

/** POST envio/retirar/{envio_id}: the client takes back a submission still in review. */
export async function retirarEnvio(ctx: AppContext, envioId: number) {
  const { db } = ctx.database;
  await db.transaction((tx) => cerrarEnvio(tx, envioId, { estado: 'Retirado', resueltoAt: ctx.now() }));
  return envioPorId(db, envioId);
}
