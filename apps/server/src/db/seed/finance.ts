import { DIAS_VENCIMIENTO, type TipoPago } from '@agro/domain/constants';
import { formatDate, formatMoney } from '@agro/domain/format';
import { addDays, monthOf, periodLabel } from '@agro/domain/periods';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { clientePrincipal, comprobante, factura, pago } from '../schema/index.ts';
import { DEMO_CPS, rutDe, type DemoCp } from './demo-data.ts';
import { daysAgoAt } from './demo-time.ts';
import { renderPdf } from './pdf.ts';
import { servicioKey } from './reports.ts';
import type { StagedFiles, StoredFile } from './staged-files.ts';

interface DemoPago {
  monto: number;
  /** Days after the issue date. */
  dia: number;
  comentarios: string;
}

interface DemoFactura {
  /** A one-off charge's name; monthly invoices are named after their service and month. */
  nombre?: string;
  comentarios: string;
  tipoPago: TipoPago;
  /** Territory rel id of the billed service (MENSUAL), or null for a one-off charge. */
  servicioRel: number | null;
  total: number;
  /** Issue date, in days before today. Due date is 30 days later (docs/RULES.md#finance). */
  emitidaHace: number;
  pagos: DemoPago[];
}

const transferencia = 'Transferencia electrónica';

/**
 * Per company, oldest first. Estado follows saldo, so the list covers: paid, partly paid and
 * overdue, pending and overdue, partly paid within term, pending within term.
 */
const FACTURAS: DemoFactura[][] = [
  [
    {
      nombre: 'Instalación de sensores y puesta en marcha',
      comentarios: 'Seis sondas de humedad y estación base en Huerto San Clemente.',
      tipoPago: 'UNICO',
      servicioRel: null,
      total: 1_290_000,
      emitidaHace: 150,
      pagos: [
        { monto: 690_000, dia: 12, comentarios: 'Primer abono según acuerdo' },
        { monto: 600_000, dia: 27, comentarios: 'Saldo final' },
      ],
    },
    {
      comentarios: 'Mensualidad del servicio.',
      tipoPago: 'MENSUAL',
      servicioRel: 1,
      total: 450_000,
      emitidaHace: 120,
      pagos: [{ monto: 450_000, dia: 18, comentarios: transferencia }],
    },
    {
      comentarios: 'Mensualidad del servicio.',
      tipoPago: 'MENSUAL',
      servicioRel: 3,
      total: 380_000,
      emitidaHace: 75,
      pagos: [{ monto: 200_000, dia: 22, comentarios: 'Abono parcial acordado con administración' }],
    },
    {
      comentarios: 'Mensualidad del servicio.',
      tipoPago: 'MENSUAL',
      servicioRel: 1,
      total: 450_000,
      emitidaHace: 50,
      pagos: [],
    },
    {
      nombre: 'Calibración de sondas de humedad',
      comentarios: 'Visita técnica de calibración anual.',
      tipoPago: 'UNICO',
      servicioRel: null,
      total: 185_000,
      emitidaHace: 35,
      pagos: [{ monto: 185_000, dia: 9, comentarios: transferencia }],
    },
    {
      comentarios: 'Mensualidad del servicio.',
      tipoPago: 'MENSUAL',
      servicioRel: 2,
      total: 320_000,
      emitidaHace: 20,
      pagos: [{ monto: 120_000, dia: 8, comentarios: 'Abono parcial' }],
    },
    {
      comentarios: 'Mensualidad del servicio.',
      tipoPago: 'MENSUAL',
      servicioRel: 1,
      total: 450_000,
      emitidaHace: 5,
      pagos: [],
    },
  ],
  [
    {
      comentarios: 'Mensualidad del servicio.',
      tipoPago: 'MENSUAL',
      servicioRel: 1,
      total: 520_000,
      emitidaHace: 95,
      pagos: [{ monto: 520_000, dia: 15, comentarios: transferencia }],
    },
    {
      comentarios: 'Mensualidad del servicio.',
      tipoPago: 'MENSUAL',
      servicioRel: 1,
      total: 520_000,
      emitidaHace: 65,
      pagos: [],
    },
    {
      comentarios: 'Mensualidad del servicio.',
      tipoPago: 'MENSUAL',
      servicioRel: 1,
      total: 520_000,
      emitidaHace: 10,
      pagos: [],
    },
  ],
];

interface PlannedPago {
  empresa: number;
  factura: number;
  monto: number;
  comentarios: string;
  numFacturaSii: string;
  fechaPago: Date;
  recibo: StoredFile;
}

/** Writes one transfer receipt per demo payment; the rows come later, in the transaction. */
export async function stageReceipts(files: StagedFiles, today: string, now: Date): Promise<PlannedPago[]> {
  let folio = 10_450;
  const planned: Promise<PlannedPago>[] = [];
  FACTURAS.forEach((facturas, e) => {
    const empresa = DEMO_CPS[e]!;
    facturas.forEach((f, n) => {
      for (const p of f.pagos) {
        const fechaPago = daysAgoAt(today, f.emitidaHace - p.dia, 12, now);
        const numFacturaSii = String(folio++);
        const receipt = renderPdf(
          comprobanteContent(empresa, nombreFactura(f, today, e), p.monto, fechaPago, numFacturaSii),
        );
        planned.push(
          receipt
            .then((pdf) =>
              files.put(
                'comprobantes',
                'pdf',
                'application/pdf',
                `Comprobante_transferencia_${formatDate(fechaPago).replace(/\//g, '-')}_${numFacturaSii}.pdf`,
                pdf,
              ),
            )
            .then((recibo) => ({
              empresa: e,
              factura: n,
              monto: p.monto,
              comentarios: p.comentarios,
              numFacturaSii,
              fechaPago,
              recibo,
            })),
        );
      }
    });
  });
  return Promise.all(planned);
}

function nombreFactura(f: DemoFactura, today: string, empresa: number): string {
  if (f.nombre) return f.nombre;
  const parcela = DEMO_CPS[empresa]!.parcelas.find((t) => t.rel === f.servicioRel)!;
  return `${parcela.servicio} ${parcela.nombre} - ${periodLabel('mensual', monthOf(addDays(today, -f.emitidaHace)))}`;
}

function comprobanteContent(e: DemoCp, glosa: string, monto: number, fecha: Date, folio: string) {
  return {
    titulo: 'Comprobante de transferencia',
    datos: [
      ['Fecha', formatDate(fecha)],
      ['N° de operación', String(48_000_000 + Number(folio) * 37)],
      ['Monto', formatMoney(monto)],
      ['Origen', `${e.nombre}, RUT ${e.rut}`],
      ['Cuenta de origen', `${e.banco}, cuenta ${e.tipoCuenta.toLowerCase()} N° ${e.numeroCuenta}`],
      ['Destinatario', `Agro Monitoreo SpA, RUT ${rutDe(76_987_654)}`],
      ['Cuenta de destino', 'Banco de Chile, cuenta corriente N° 00-123-45678-09'],
      ['Glosa', `Pago ${glosa} (factura SII N° ${folio})`],
    ] as [string, string][],
    parrafos: ['La transferencia fue realizada con éxito. Este comprobante no constituye factura.'],
    pie: `Enviado a ${e.bancoEmail}.`,
    fecha,
  };
}

/** Inserts the invoices (numbered 1..n per client), their payments and receipts. */
export async function insertFinance(
  tx: Tx,
  cpIds: number[],
  servicioIds: Map<string, number>,
  pagos: PlannedPago[],
  today: string,
  now: Date,
) {
  const recibos = await tx
    .insert(comprobante)
    .values(pagos.map((p) => ({ ...p.recibo, createdAt: p.fechaPago })))
    .returning({ comprobanteId: comprobante.comprobanteId, nombre: comprobante.nombre });
  const reciboIds = new Map(recibos.map((r) => [r.nombre, r.comprobanteId]));

  for (const [e, facturas] of FACTURAS.entries()) {
    const cpId = cpIds[e]!;
    const rows = await tx
      .insert(factura)
      .values(
        facturas.map((f, n) => {
          const emision = addDays(today, -f.emitidaHace);
          const pagado = f.pagos.reduce((sum, p) => sum + p.monto, 0);
          return {
            cpId,
            facturarelId: n + 1,
            nombre: nombreFactura(f, today, e),
            comentarios: f.comentarios,
            tipoPago: f.tipoPago,
            servicioId: f.servicioRel === null ? null : servicioIds.get(servicioKey(e, f.servicioRel))!,
            total: f.total,
            saldo: f.total - pagado,
            fechaEmision: emision,
            fechaVencimiento: addDays(emision, DIAS_VENCIMIENTO),
            dateEntered: daysAgoAt(today, f.emitidaHace, 9, now),
          };
        }),
      )
      .returning({ facturaId: factura.facturaId, rel: factura.facturarelId });
    await tx
      .update(clientePrincipal)
      .set({ seqFactura: facturas.length })
      .where(eq(clientePrincipal.cpId, cpId));
    const facturaIds = new Map(rows.map((r) => [r.rel, r.facturaId]));
    const lineas = pagos
      .filter((p) => p.empresa === e)
      .map((p) => ({
        facturaId: facturaIds.get(p.factura + 1)!,
        cpId,
        monto: p.monto,
        numFacturaSii: p.numFacturaSii,
        comentarios: p.comentarios,
        comprobanteId: reciboIds.get(p.recibo.nombre)!,
        fechaPago: p.fechaPago,
      }));
    if (lineas.length) await tx.insert(pago).values(lineas);
  }
}
