// One batch of an export's rows encoded as CSV lines or sheet XML (lib/export/enviar.ts): the cell
// formatting (dates at Santiago's wall clock, quoting, XML escaping) is the CPU of an export.
import { celdaCsv, type TipoColumna, type Valor } from '../lib/export/columnas.ts';
import { filasXlsx } from '../lib/export/xlsx.ts';

export interface LoteExport {
  formato: 'csv' | 'xlsx';
  tipos: TipoColumna[];
  filas: Valor[][];
  /** Sheet row number of the first row (XLSX cell references). */
  primera: number;
}

export function run(l: LoteExport): Uint8Array {
  const texto =
    l.formato === 'csv'
      ? l.filas.map((f) => `${l.tipos.map((t, i) => celdaCsv(t, f[i])).join(';')}\r\n`).join('')
      : filasXlsx(l.tipos, l.filas, l.primera);
  return Buffer.from(texto);
}
