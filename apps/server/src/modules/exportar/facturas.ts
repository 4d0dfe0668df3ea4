import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { exportarFacturasCp } from '@agro/domain/contracts/exportar';
import { facturaDisplayId, parcelaDisplayId, todayInSantiago } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import type { FormatoExport } from '@agro/domain/schemas/exportar';
import { filtrarFacturas, parseCpRaw, type exportFacturasQuerySchema } from '@agro/domain/schemas/factura';
import { parseParcelaId } from '@agro/domain/rules';
import { factura, servicio } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Columna } from '../../lib/export/columnas.ts';
import { porClave, porPaginas, type Exportacion, type Origen } from '../../lib/export/enviar.ts';
import { findCp, findParcelaByRel } from '../../lib/lookups.ts';
import { rangoBusqueda } from '../factura/service.ts';
import { selectFacturas, selectPagosDeCp, type FacturaResultado, type Rango } from '../factura/queries.ts';

const FACTURA: Columna<FacturaResultado>[] = [
  { titulo: 'ID', tipo: 'texto', valor: (f) => facturaDisplayId(f.cp_id, f.facturarel_id) },
  { titulo: 'Cliente', tipo: 'texto', valor: (f) => f.nombre_empresa, ancho: 24 },
  { titulo: 'Nombre', tipo: 'texto', valor: (f) => f.nombre, ancho: 28 },
  { titulo: 'Tipo de pago', tipo: 'texto', valor: (f) => f.tipo_pago },
  {
    titulo: 'Territorio',
    tipo: 'texto',
    ancho: 24,
    valor: (f) =>
      f.parcelarel_id ? `${parcelaDisplayId(f.cp_id, f.parcelarel_id)} ${f.parcela_nombre ?? ''}`.trim() : '',
  },
  { titulo: 'Tipo de servicio', tipo: 'texto', valor: (f) => f.tipo_servicio ?? '' },
  { titulo: 'Emisión', tipo: 'fecha', valor: (f) => f.fecha_emision },
  { titulo: 'Vencimiento', tipo: 'fecha', valor: (f) => f.fecha_vencimiento },
  { titulo: 'Total', tipo: 'pesos', valor: (f) => f.total },
  { titulo: 'Saldo', tipo: 'pesos', valor: (f) => f.saldo },
  { titulo: 'Estado', tipo: 'texto', valor: (f) => f.estado },
  { titulo: 'Comentarios', tipo: 'texto', valor: (f) => f.comentarios, ancho: 30 },
];

type Pago = Awaited<ReturnType<typeof selectPagosDeCp>>[number];

const PAGO: Columna<Pago>[] = [
  { titulo: 'Fecha de pago', tipo: 'fechaHora', valor: (p) => p.fecha_pago, ancho: 18 },
  { titulo: 'Factura', tipo: 'texto', valor: (p) => facturaDisplayId(p.cp_id, p.facturarel_id) },
  { titulo: 'Nombre de la factura', tipo: 'texto', valor: (p) => p.factura_nombre, ancho: 28 },
  { titulo: 'Monto', tipo: 'pesos', valor: (p) => p.monto },
  { titulo: 'N° factura SII', tipo: 'texto', valor: (p) => p.num_factura_sii },
  { titulo: 'Comentarios', tipo: 'texto', valor: (p) => p.comentarios, ancho: 30 },
  { titulo: 'Comprobante', tipo: 'texto', valor: (p) => p.archivo_original ?? '', ancho: 24 },
];

interface Filtros {
  estado?: string;
  q?: string;
}

// Keyset batches of one company's invoices (newest first; issue date and number are unique within a
// company), with the screen's table filters applied to each batch.
async function* lotesFacturas(o: Origen, where: SQL | undefined, rango: Rango, f: Filtros) {
  const hoy = todayInSantiago(o.ahora);
  const lotes = porClave<FacturaResultado>((after, limit) => {
    const despues = after
      ? or(
          lt(factura.fechaEmision, after.fecha_emision),
          and(eq(factura.fechaEmision, after.fecha_emision), lt(factura.facturarelId, after.facturarel_id)),
        )
      : undefined;
    return selectFacturas(o.db, and(where, despues), rango, hoy, limit);
  }, 500);
  for await (const lote of lotes) {
    const filtradas = filtrarFacturas(lote, f);
    if (filtradas.length) yield filtradas;
  }
}

const sufijo = (o: Origen, r: Rango) =>
  r.inicio || r.termino
    ? `${r.inicio ?? 'inicio'}_${r.termino ?? todayInSantiago(o.ahora)}`
    : todayInSantiago(o.ahora);

/** A company's invoices as its principal client or staff see them (GET factura/cp/{cp_id}/exportar). */
export function facturasDeCp(
  o: Origen,
  cpId: number,
  q: z.output<NonNullable<(typeof exportarFacturasCp)['querystring']>>,
): Exportacion<FacturaResultado> {
  return {
    formato: q.formato,
    archivo: `facturas_${cpId}_${sufijo(o, q)}`,
    hoja: 'Facturas',
    columnas: FACTURA,
    lotes: lotesFacturas(o, eq(factura.cpId, cpId), q, q),
  };
}

/** A company's payments, newest first (GET factura/pagos/cp/{cp_id}/exportar). */
export function pagosDeCp(o: Origen, cpId: number, formato: FormatoExport): Exportacion<Pago> {
  return {
    formato,
    archivo: `pagos_${cpId}_${todayInSantiago(o.ahora)}`,
    hoja: 'Pagos',
    columnas: PAGO,
    lotes: porPaginas((offset, limit) => selectPagosDeCp(o.db, cpId).limit(limit).offset(offset)),
  };
}

type FinanzasQuery = z.output<typeof exportFacturasQuerySchema> & { formato: FormatoExport };

/**
 * The back office's Finanzas search (Pago Recurrente of a territory, Pago Único or Todos of a client)
 * with its table filters (GET factura/exportar, and factura/export.csv as before).
 */
export async function facturasFinanzas(o: Origen, q: FinanzasQuery): Promise<Exportacion<FacturaResultado>> {
  const { db } = o;
  const rango = rangoBusqueda(o.ahora, q);
  let where: SQL | undefined;
  if (q.tipo === 'RECURRENTE') {
    const t = parseParcelaId(q.id);
    if (!t) throw badRequest(MSG.campoInvalido('id'));
    const p = await findParcelaByRel(db, t.cpId, t.parcelarelId);
    if (!p) throw notFound(MSG.sinDatosTerritorio);
    where = and(
      eq(factura.cpId, t.cpId),
      eq(factura.tipoPago, 'MENSUAL'),
      eq(servicio.parcelaId, p.parcelaId),
    );
  } else {
    const cpId = parseCpRaw(q.id);
    if (cpId === null) throw badRequest(MSG.campoInvalido('id'));
    if (!(await findCp(db, cpId))) throw notFound(MSG.sinDatosId);
    where = and(eq(factura.cpId, cpId), q.tipo === 'UNICO' ? eq(factura.tipoPago, 'UNICO') : undefined);
  }
  const id = q.id.replace(/[^A-Za-z0-9-]/g, '');
  return {
    formato: q.formato,
    archivo: `facturas_${q.tipo.toLowerCase()}_${id}_${rango.inicio}_${rango.termino}`,
    hoja: 'Facturas',
    columnas: FACTURA,
    lotes: lotesFacturas(o, where, rango, q),
  };
}
