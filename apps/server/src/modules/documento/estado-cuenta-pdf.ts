import { eq } from 'drizzle-orm';
import { estadoDeCuenta, type Movimiento } from '@agro/domain/estado-cuenta';
import { facturaDisplayId, formatDate, formatMoney, todayInSantiago } from '@agro/domain/format';
import type { AppContext } from '../../context.ts';
import { factura, pago } from '../../db/schema/index.ts';
import { datosCp, datosProveedor, emitido } from './datos.ts';
import { Documento } from './documento.ts';

/** Every invoice (on its issue date) and payment (on its Santiago date) of a company. */
async function movimientosDe(ctx: AppContext, cpId: number): Promise<Movimiento[]> {
  const { db } = ctx.database;
  const [facturas, pagos] = await Promise.all([
    db.select().from(factura).where(eq(factura.cpId, cpId)),
    db
      .select({
        monto: pago.monto,
        fecha: pago.fechaPago,
        rel: factura.facturarelId,
        sii: pago.numFacturaSii,
      })
      .from(pago)
      .innerJoin(factura, eq(factura.facturaId, pago.facturaId))
      .where(eq(pago.cpId, cpId)),
  ]);
  return [
    ...facturas.map((f) => ({
      fecha: f.fechaEmision,
      tipo: 'factura' as const,
      detalle: `${facturaDisplayId(cpId, f.facturarelId)} ${f.nombre}`,
      monto: f.total,
    })),
    ...pagos.map((p) => ({
      fecha: todayInSantiago(p.fecha),
      tipo: 'pago' as const,
      detalle: `Pago ${facturaDisplayId(cpId, p.rel)}${p.sii ? ` (SII ${p.sii})` : ''}`,
      monto: p.monto,
    })),
  ];
}

/**
 * GET factura/estado-cuenta/{cp_id}?inicio&termino: opening balance, the period's invoices and
 * payments with the running balance, and the closing balance, as a PDF.
 */
export async function estadoCuentaPdf(
  ctx: AppContext,
  cpId: number,
  rango: { inicio: string; termino: string },
) {
  const now = ctx.now();
  const cliente = await datosCp(ctx, cpId);
  const e = estadoDeCuenta(await movimientosDe(ctx, cpId), rango.inicio, rango.termino);
  const pdf = new Documento('Estado de cuenta', now);
  pdf.datos([['Periodo', `${formatDate(e.inicio)} al ${formatDate(e.termino)}`]]);
  pdf.dosBloques(
    { titulo: 'Proveedor', filas: await datosProveedor(ctx) },
    { titulo: 'Cliente', filas: cliente },
  );
  pdf.subtitulo('Resumen');
  pdf.tabla(
    [
      { titulo: 'Concepto', ancho: 3 },
      { titulo: 'Monto', ancho: 1, derecha: true },
    ],
    [
      ['Saldo inicial', formatMoney(e.saldoInicial)],
      ['Facturado en el periodo', formatMoney(e.totalFacturado)],
      ['Pagado en el periodo', formatMoney(e.totalPagado)],
    ],
    ['Saldo final', formatMoney(e.saldoFinal)],
  );
  pdf.subtitulo('Movimientos');
  if (e.movimientos.length === 0) pdf.parrafo('Sin facturas ni pagos en el periodo.');
  else
    pdf.tabla(
      [
        { titulo: 'Fecha', ancho: 1 },
        { titulo: 'Detalle', ancho: 3 },
        { titulo: 'Cargo', ancho: 1.1, derecha: true },
        { titulo: 'Abono', ancho: 1.1, derecha: true },
        { titulo: 'Saldo', ancho: 1.1, derecha: true },
      ],
      [
        ['', 'Saldo inicial', '', '', formatMoney(e.saldoInicial)],
        ...e.movimientos.map((m) => [
          formatDate(m.fecha),
          m.detalle,
          m.tipo === 'factura' ? formatMoney(m.monto) : '',
          m.tipo === 'pago' ? formatMoney(m.monto) : '',
          formatMoney(m.saldo),
        ]),
      ],
      [
        '',
        'Saldo final',
        formatMoney(e.totalFacturado),
        formatMoney(e.totalPagado),
        formatMoney(e.saldoFinal),
      ],
    );
  pdf.parrafo(emitido(now), { gris: true, tamano: 8.5 });
  return { filename: `estado-de-cuenta-${cpId}-${e.inicio}-${e.termino}.pdf`, pdf: await pdf.terminar() };
}
