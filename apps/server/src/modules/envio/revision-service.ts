import { eq, inArray } from 'drizzle-orm';
import { MSG } from '@agro/domain/messages';
import type { AppContext } from '../../context.ts';
import { clientePrincipal, comprobanteEnvio, comprobanteEnvioLinea, pago } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, HttpError } from '../../lib/errors.ts';
import { notificar } from '../notificacion/notificar.ts';
import { registrar } from '../pago/pagar-service.ts';
import { avisarResolucion, type AvisoLog } from './mails.ts';
import { bloquearEnvio, cerrarEnvio } from './cierre.ts';
import { envioPorId, selectEnvios, type EnvioResultado } from './queries.ts';

/** GET envio/revision: every submission waiting for staff, oldest first. */
export const enviosPorRevisar = (ctx: AppContext) =>
  selectEnvios(ctx.database.db, eq(comprobanteEnvio.estado, 'En revisión'), 'antiguos');

/**
 * POST envio/aprobar/{envio_id}: records the submission's lines exactly as pago/pagar does (each
 * abono a conditional UPDATE that cannot overdraw) with the receipt attached, and marks it approved,
 * in one transaction. The submission row is locked first and its state read under the lock, so two
 * staff approving at once record one payment: the second finds it approved and changes nothing.
 */
export async function aprobarEnvio(
  ctx: AppContext,
  actor: Actor,
  envioId: number,
  log: AvisoLog,
): Promise<{ envio: EnvioResultado; repetida: boolean }> {
  const { db } = ctx.database;
  const repetida = await db.transaction(async (tx) => {
    const e = await bloquearEnvio(tx, envioId);
    if (e.estado === 'Aprobado') return true;
    if (e.estado !== 'En revisión') throw conflict(MSG.envioYaRevisado);
    const lineas = await tx
      .select()
      .from(comprobanteEnvioLinea)
      .where(eq(comprobanteEnvioLinea.envioId, envioId))
      .orderBy(comprobanteEnvioLinea.lineaId);
    const comentarios = `Comprobante enviado por el cliente (envío N° ${envioId})`;
    const pagos = await registrar(
      tx,
      lineas.map((l) => ({ factura_id: l.facturaId, abono: l.abono, num_factura_sii: '', comentarios })),
      ctx.now(),
    ).catch((err: unknown) => {
      // The balance moved since the client sent it (another payment): staff must reject it instead.
      if (err instanceof HttpError && (err.statusCode === 400 || err.statusCode === 409))
        throw conflict(MSG.envioAbonoSinSaldo);
      throw err;
    });
    await tx
      .update(pago)
      .set({ comprobanteId: e.comprobanteId })
      .where(
        inArray(
          pago.pagoId,
          pagos.map((p) => p.pago_id),
        ),
      );
    for (const [i, l] of lineas.entries())
      await tx
        .update(comprobanteEnvioLinea)
        .set({ pagoId: pagos[i]!.pago_id })
        .where(eq(comprobanteEnvioLinea.lineaId, l.lineaId));
    await tx
      .update(comprobanteEnvio)
      .set({ estado: 'Aprobado', revisadoPor: actor.usuarioId, resueltoAt: ctx.now() })
      .where(eq(comprobanteEnvio.envioId, envioId));
    return false;
  });
  const envio = await envioPorId(db, envioId);
  if (!repetida) await avisarResolucion(ctx, log, envio);
  return { envio, repetida };
}

/** POST envio/rechazar/{envio_id}: refuses a submission in review with a reason; no balance changes. */
export async function rechazarEnvio(
  ctx: AppContext,
  actor: Actor,
  input: { envioId: number; motivo: string },
  log: AvisoLog,
) {
  const { envioId, motivo } = input;
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const e = await cerrarEnvio(tx, envioId, {
      estado: 'Rechazado',
      motivoRechazo: motivo,
      revisadoPor: actor.usuarioId,
      resueltoAt: ctx.now(),
    });
    // An approval reaches the bell as the payment it records; a rejection has no payment, so it says so itself.
    const [cp] = await tx
      .select({ usuarioId: clientePrincipal.usuarioId })
      .from(clientePrincipal)
      .where(eq(clientePrincipal.cpId, e.cpId));
    if (cp)
      await notificar(tx, {
        usuarioIds: [cp.usuarioId],
        tipo: 'pagos',
        titulo: 'Comprobante rechazado',
        cuerpo: `Motivo: ${motivo}`,
        enlace: '/cliente-principal/finanzas',
        clave: `envio-rechazado:${envioId}`,
      });
  });
  const envio = await envioPorId(db, envioId);
  await avisarResolucion(ctx, log, envio);
  return envio;
}
