import { formatDate } from '@agro/domain/format';

/**
 * How a column is written: text, a plain number, whole pesos (a number with a CLP format), a
 * calendar date (`YYYY-MM-DD`) or an instant shown at its America/Santiago wall-clock time.
 */
export type TipoColumna = 'texto' | 'numero' | 'pesos' | 'fecha' | 'fechaHora';

export type Valor = string | number | boolean | Date | null | undefined;

/** One column of an exported list: its header, its kind and how a row gives its value. */
export interface Columna<T> {
  titulo: string;
  tipo: TipoColumna;
  valor: (row: T) => Valor;
  /** Width in characters in the spreadsheet (a guess from the header when absent). */
  ancho?: number;
}

/** Spreadsheet number formats per column kind (Excel shows `$1.234.567` in a Chilean locale). */
export const NUM_FMT: Partial<Record<TipoColumna, string>> = {
  pesos: '"$"#,##0',
  fecha: 'dd/mm/yyyy',
  fechaHora: 'dd/mm/yyyy hh:mm',
};

const santiago = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * A spreadsheet date has no time zone: it is the wall-clock time its reader sees. ExcelJS writes a
 * Date's UTC fields, so the instant is turned into a Date whose UTC fields are Santiago's clock.
 */
export function relojSantiago(instant: Date): Date {
  const p: Record<string, number> = {};
  for (const part of santiago.formatToParts(instant)) p[part.type] = Number(part.value);
  return new Date(Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!));
}

/** A calendar date `YYYY-MM-DD` (or a Date, read in Santiago) as a midnight spreadsheet date. */
export function fechaCalendario(value: string | Date): Date {
  if (value instanceof Date) {
    const d = relojSantiago(value);
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  }
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

const asDate = (v: Valor): Date | null =>
  v instanceof Date
    ? v
    : typeof v === 'string' && v
      ? new Date(v.length === 10 ? `${v}T12:00:00Z` : v)
      : null;

/** The cell value a spreadsheet gets: numbers stay numbers, dates become real dates. */
export function valorXlsx(tipo: TipoColumna, v: Valor): string | number | boolean | Date | null {
  if (v === null || v === undefined || v === '') return null;
  switch (tipo) {
    case 'pesos':
    case 'numero':
      return typeof v === 'number' ? v : Number(v);
    case 'fecha':
      return typeof v === 'string' || v instanceof Date ? fechaCalendario(v) : null;
    case 'fechaHora': {
      const d = asDate(v);
      return d ? relojSantiago(d) : null;
    }
    default:
      return typeof v === 'boolean' ? (v ? 'Sí' : 'No') : String(v);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

// Quotes every text cell; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula.
function texto(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One CSV cell: numbers plain, dates dd/mm/yyyy (and HH:MM) in Santiago, text quoted and defused. */
export function celdaCsv(tipo: TipoColumna, v: Valor): string {
  if (v === null || v === undefined) return '';
  if (tipo === 'pesos' || tipo === 'numero') return typeof v === 'number' ? String(v) : texto(String(v));
  if (tipo === 'fecha') return texto(typeof v === 'string' || v instanceof Date ? formatDate(v) : '');
  if (tipo === 'fechaHora') {
    const d = asDate(v);
    if (!d) return '';
    const c = relojSantiago(d);
    return texto(
      `${pad(c.getUTCDate())}/${pad(c.getUTCMonth() + 1)}/${c.getUTCFullYear()} ${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}`,
    );
  }
  return texto(typeof v === 'boolean' ? (v ? 'Sí' : 'No') : String(v));
}
