import { facturaDisplayId, formatDate, territorioDisplayId } from '@agro/domain/format';
import type { FacturaResultado } from './queries.ts';

const COLUMNAS = [
  'ID',
  'Cliente',
  'Nombre',
  'Tipo de pago',
  'Territorio',
  'Tipo de servicio',
  'Emisión',
  'Vencimiento',
  'Total',
  'Saldo',
  'Estado',
  'Comentarios',
];

// Quotes every text cell; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula.
function celda(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The invoice list as CSV for Excel: UTF-8 with BOM, `;` separated, CRLF lines, amounts as plain integers. */
export function facturasCsv(rows: FacturaResultado[]): string {
  const lines = rows.map((f) =>
    [
      celda(facturaDisplayId(f.cp_id, f.facturarel_id)),
      celda(f.nombre_empresa ?? ''),
      celda(f.nombre),
      celda(f.tipo_pago),
      celda(
        f.parcelarel_id
          ? `${territorioDisplayId(f.cp_id, f.parcelarel_id)} ${f.parcela_nombre ?? ''}`.trim()
          : '',
      ),
      celda(f.tipo_servicio ?? ''),
      celda(formatDate(f.fecha_emision)),
      celda(formatDate(f.fecha_vencimiento)),
      celda(f.total),
      celda(f.saldo),
      celda(f.estado),
      celda(f.comentarios),
    ].join(';'),
  );
  return `\uFEFF${[COLUMNAS.map(celda).join(';'), ...lines].join('\r\n')}\r\n`;
}
