import { desc, eq, lt, sql } from 'drizzle-orm';
import { avisarFallaTarea } from '../../jobs/aviso-fallas.ts';
import { avisarFacturas } from '../../jobs/aviso-facturas.ts';
import { avisarCarga } from '../../lib/notifications.ts';
import { avisarPagos } from '../../modules/notificacion/avisos-pago.ts';
import type { Tx } from '../client.ts';
import { carga, notificacion, pago, parcela, servicio } from '../schema/index.ts';

const DAY_MS = 24 * 3600_000;

/**
 * A few notices per demo user, made by the real emitters so they read (and deduplicate) like live
 * ones: the latest upload of each service, the invoices due soon or overdue, each client's latest
 * payment, and one task failure for staff. Those older than a week are already read, so the latest
 * week's reports are unread whatever the day the demo starts on.
 */
export async function insertNotificaciones(tx: Tx, cpIds: number[], now: Date): Promise<void> {
  for (const cpId of cpIds) {
    const servicios = await tx
      .select({ servicioId: servicio.servicioId })
      .from(servicio)
      .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
      .where(eq(parcela.cpId, cpId));
    for (const { servicioId } of servicios) {
      const [ultima] = await tx
        .select()
        .from(carga)
        .where(eq(carga.servicioId, servicioId))
        .orderBy(desc(carga.createdAt))
        .limit(1);
      if (ultima) await avisarCarga(tx, ultima, ultima.createdAt);
    }
    const [ultimoPago] = await tx
      .select()
      .from(pago)
      .where(eq(pago.cpId, cpId))
      .orderBy(desc(pago.fechaPago))
      .limit(1);
    if (ultimoPago)
      await avisarPagos(
        tx,
        [{ pago_id: ultimoPago.pagoId, factura_id: ultimoPago.facturaId, monto: ultimoPago.monto }],
        ultimoPago.fechaPago,
      );
  }
  await avisarFacturas(tx, now);
  const ayer = new Date(now.getTime() - DAY_MS);
  await avisarFallaTarea(tx, {
    eventName: 'limpieza_archivos',
    descripcion: 'Elimina archivos almacenados de más de un día que ningún registro usa',
    slot: ayer,
    detail: 'Error: el almacenamiento no respondió a tiempo (se reintentará en la próxima ejecución)',
    now: ayer,
  });
  await tx
    .update(notificacion)
    .set({ readAt: sql`${notificacion.createdAt} + interval '2 hours'` })
    .where(lt(notificacion.createdAt, new Date(now.getTime() - 7 * DAY_MS)));
}
