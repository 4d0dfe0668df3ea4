import { and, eq } from 'drizzle-orm';
import { formatDate, formatMoney } from '@agro/domain/format';
import type { Tx } from '../client.ts';
import {
  clientePrincipal,
  comprobante,
  comprobanteEnvio,
  comprobanteEnvioLinea,
  cuentaProveedor,
  factura,
} from '../schema/index.ts';
import { DEMO_CPS, rutDe } from './demo-data.ts';
import { daysAgoAt } from './demo-time.ts';
import { renderPdf } from './pdf.ts';
import type { StagedFiles, StoredFile } from './staged-files.ts';

/** The provider's account the portal shows (the demo receipts already name it). */
export const CUENTA_DEMO = {
  titular: 'Agro Monitoreo SpA',
  rut: rutDe(76_987_654),
  banco: 'Banco de Chile',
  tipoCuenta: 'Corriente',
  numeroCuenta: '00-123-45678-09',
  emailBancario: 'pagos@agrodemo.cl',
};

/**
 * Receipts the first demo company sent from the portal: one still in review (the newest invoice,
 * paid in full) and one rejected with its reason (part of an overdue invoice).
 */
const ENVIOS = [
  { facturaRel: 7, abono: 450_000, hace: 1, estado: 'En revisión' as const, motivo: null },
  {
    facturaRel: 4,
    abono: 200_000,
    hace: 12,
    estado: 'Rechazado' as const,
    motivo: 'El comprobante no muestra el número de operación; envíalo de nuevo con el detalle completo.',
  },
];

/** Writes the receipt files of the portal submissions; the rows come later, in the transaction. */
export function stagePortalReceipts(files: StagedFiles, today: string, now: Date): Promise<StoredFile[]> {
  const e = DEMO_CPS[0]!;
  return Promise.all(
    ENVIOS.map(async (s, i) => {
      const fecha = daysAgoAt(today, s.hace, 10, now);
      const pdf = await renderPdf({
        titulo: 'Comprobante de transferencia',
        datos: [
          ['Fecha', formatDate(fecha)],
          ['N° de operación', String(51_200_000 + i * 613)],
          ['Monto', formatMoney(s.abono)],
          ['Origen', `${e.nombre}, RUT ${e.rut}`],
          ['Destinatario', `${CUENTA_DEMO.titular}, RUT ${CUENTA_DEMO.rut}`],
          ['Cuenta de destino', `${CUENTA_DEMO.banco}, cuenta corriente N° ${CUENTA_DEMO.numeroCuenta}`],
        ],
        parrafos: ['La transferencia fue realizada con éxito. Este comprobante no constituye factura.'],
        fecha,
      });
      return files.put(
        'comprobantes',
        'pdf',
        'application/pdf',
        `Transferencia_${formatDate(fecha).replace(/\//g, '-')}.pdf`,
        pdf,
      );
    }),
  );
}

/** The provider's bank account and the first company's portal submissions. */
export async function insertPortalPayments(
  tx: Tx,
  cpIds: number[],
  recibos: StoredFile[],
  today: string,
  now: Date,
) {
  await tx.insert(cuentaProveedor).values({ ...CUENTA_DEMO, updatedAt: now });
  const cpId = cpIds[0]!;
  const [cp] = await tx
    .select({ usuarioId: clientePrincipal.usuarioId })
    .from(clientePrincipal)
    .where(eq(clientePrincipal.cpId, cpId));
  for (const [i, s] of ENVIOS.entries()) {
    const fecha = daysAgoAt(today, s.hace, 10, now);
    const [f] = await tx
      .select({ id: factura.facturaId })
      .from(factura)
      .where(and(eq(factura.cpId, cpId), eq(factura.facturarelId, s.facturaRel)));
    const [c] = await tx
      .insert(comprobante)
      .values({ ...recibos[i]!, createdAt: fecha })
      .returning({ id: comprobante.comprobanteId });
    const [envio] = await tx
      .insert(comprobanteEnvio)
      .values({
        cpId,
        usuarioId: cp!.usuarioId,
        comprobanteId: c!.id,
        estado: s.estado,
        total: s.abono,
        motivoRechazo: s.motivo,
        createdAt: fecha,
        resueltoAt: s.estado === 'En revisión' ? null : daysAgoAt(today, s.hace - 1, 11, now),
      })
      .returning({ id: comprobanteEnvio.envioId });
    await tx.insert(comprobanteEnvioLinea).values({ envioId: envio!.id, facturaId: f!.id, abono: s.abono });
  }
}
