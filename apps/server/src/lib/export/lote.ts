import { celdaCsv, type TipoColumna, type Valor } from './columnas.ts';
import { filasXlsx } from './xlsx.ts';

/** Rows of an export as cell values, to be encoded in one go. */
export interface LoteExport {
  formato: 'csv' | 'xlsx';
  tipos: TipoColumna[];
  filas: Valor[][];
  /** Sheet row number of the first row (XLSX cell references). */
  primera: number;
}

/**
 * Rows encoded as CSV lines or sheet XML: the cell formatting (dates at Santiago's wall clock,
 * quoting, XML escaping) is the CPU of an export, so it runs on a pool thread (workers/).
 */
export function codificarLote(l: LoteExport): Uint8Array {
  const texto =
    l.formato === 'csv'
      ? l.filas.map((f) => `${l.tipos.map((t, i) => celdaCsv(t, f[i])).join(';')}\r\n`).join('')
      : filasXlsx(l.tipos, l.filas, l.primera);
  return Buffer.from(texto);
}
