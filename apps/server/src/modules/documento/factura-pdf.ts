import { eq } from 'drizzle-orm';
import { estadoVisible } from '@agro/domain/estado-cuenta';
import {
  facturaDisplayId,
  formatDate,
  formatMoney,
  parcelaDisplayId,
  todayInSantiago,
} from '@agro/domain/format';
import type { AppContext } from '../../context.ts';
import { factura } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { selectFacturas } from '../factura/queries.ts';
import { datosCp, datosProveedor, emitido } from './datos.ts';
import { Documento } from './documento.ts';

/**
 * GET factura/pdf/{factura_id}: the invoice as a PDF (who may read it is the factura policy's rule,
 * checked by the route before this runs).
 */
export async function facturaPdf(ctx: AppContext, facturaId: number) {
  const now = ctx.now();
  const [f] = await selectFacturas(
    ctx.database.db,
    eq(factura.facturaId, facturaId),
    {},
    todayInSantiago(now),
  );
  if (!f) throw notFound();
  const id = facturaDisplayId(f.cp_id, f.facturarel_id);
  const pdf = new Documento(`Factura ${id}`, now);
  pdf.dosBloques(
    { titulo: 'Proveedor', filas: await datosProveedor(ctx) },
    { titulo: 'Cliente', filas: await datosCp(ctx, f.cp_id) },
  );
  pdf.subtitulo('Detalle');
  const pagado = f.total - f.saldo;
  pdf.datos([
    ['Factura', id],
    ['Concepto', f.nombre],
    ['Tipo de pago', f.tipo_pago === 'MENSUAL' ? 'Pago mensual' : 'Pago único'],
    ['Servicio', f.tipo_servicio ?? '—'],
    [
      'Territorio',
      f.parcelarel_id !== null
        ? `${parcelaDisplayId(f.cp_id, f.parcelarel_id)} ${f.parcela_nombre ?? ''}`.trim()
        : '—',
    ],
    ['Fecha de emisión', formatDate(f.fecha_emision)],
    ['Fecha de vencimiento', formatDate(f.fecha_vencimiento)],
    ['Estado', estadoVisible(f)],
    ...(f.comentarios ? ([['Comentarios', f.comentarios]] as [string, string][]) : []),
  ]);
  pdf.subtitulo('Montos');
  pdf.tabla(
    [
      { titulo: 'Concepto', ancho: 3 },
      { titulo: 'Monto', ancho: 1, derecha: true },
    ],
    [
      ['Total', formatMoney(f.total)],
      ['Pagado', formatMoney(pagado)],
    ],
    ['Saldo', formatMoney(f.saldo)],
  );
  if (f.pagos.length > 0) {
    pdf.subtitulo('Pagos registrados');
    pdf.tabla(
      [
        { titulo: 'Fecha', ancho: 1 },
        { titulo: 'N° factura SII', ancho: 1.2 },
        { titulo: 'Comentarios', ancho: 2.5 },
        { titulo: 'Monto', ancho: 1, derecha: true },
      ],
      f.pagos.map((p) => [
        formatDate(p.fecha_pago),
        p.num_factura_sii || '—',
        p.comentarios || '—',
        formatMoney(p.monto),
      ]),
    );
  }
  pdf.parrafo(emitido(now), { gris: true, tamano: 8.5 });
  return { filename: `factura-${id}.pdf`, pdf: await pdf.terminar() };
}
