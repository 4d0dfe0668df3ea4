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

const HORA = 3_600_000;

// Santiago's offset from UTC at an instant (ms, whole seconds), from Intl's wall-clock fields.
function offsetIntl(ms: number): number {
  const p: Record<string, number> = {};
  for (const part of santiago.formatToParts(ms)) p[part.type] = Number(part.value);
  const reloj = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return reloj - (ms - (((ms % 1000) + 1000) % 1000));
}

// Intl's formatToParts costs tens of microseconds a value: most of a 100 k-row export's CPU when done
// per cell. Santiago's offset changes a few times a year, on whole hours since 1947 (-3/-4 h), so it is
// looked up once per UTC hour and kept when the hour's first and last second agree; an hour holding a
// change (the local-mean-time era's odd offsets) is looked up per value. Bounded: cleared when full.
const offsets = new Map<number, number | null>();
function offsetSantiago(ms: number): number {
  const hora = Math.floor(ms / HORA);
  let o = offsets.get(hora);
  if (o === undefined) {
    const inicio = offsetIntl(hora * HORA);
    o = inicio === offsetIntl(hora * HORA + HORA - 1000) ? inicio : null;
    if (offsets.size >= 20_000) offsets.clear();
    offsets.set(hora, o);
  }
  return o ?? offsetIntl(ms);
}

/**
 * A spreadsheet date has no time zone: it is the wall-clock time its reader sees. ExcelJS writes a
 * Date's UTC fields, so the instant is turned into a Date whose UTC fields are Santiago's clock
 * (whole seconds).
 */
export function relojSantiago(instant: Date): Date {
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) return new Date(NaN);
  return new Date(Math.floor((ms + offsetSantiago(ms)) / 1000) * 1000);
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

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

// Quotes every text cell; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula.
// Written without regular expressions: it runs for every text cell of an export.
function texto(value: string): string {
  const c = value.charCodeAt(0);
  const safe = c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13 ? `'${value}` : value;
  return `"${safe.includes('"') ? safe.replaceAll('"', '""') : safe}"`;
}

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

// dd/mm/yyyy of a calendar date as formatDate shows it: a bare `YYYY-MM-DD` as it is, anything else
// on Santiago's calendar.
function fechaCsv(v: string | Date): string {
  if (typeof v === 'string' && BARE_DATE.test(v))
    return `${v.slice(8, 10)}/${v.slice(5, 7)}/${v.slice(0, 4)}`;
  const d = asDate(v);
  if (!d || !Number.isFinite(d.getTime())) return '';
  const c = relojSantiago(d);
  return `${pad(c.getUTCDate())}/${pad(c.getUTCMonth() + 1)}/${c.getUTCFullYear()}`;
}

/** One CSV cell: numbers plain, dates dd/mm/yyyy (and HH:MM) in Santiago, text quoted and defused. */
export function celdaCsv(tipo: TipoColumna, v: Valor): string {
  if (v === null || v === undefined) return '';
  if (tipo === 'pesos' || tipo === 'numero') return typeof v === 'number' ? String(v) : texto(String(v));
  if (tipo === 'fecha') return texto(typeof v === 'string' || v instanceof Date ? fechaCsv(v) : '');
  if (tipo === 'fechaHora') {
    const d = asDate(v);
    if (!d || !Number.isFinite(d.getTime())) return '';
    const c = relojSantiago(d);
    return texto(
      `${pad(c.getUTCDate())}/${pad(c.getUTCMonth() + 1)}/${c.getUTCFullYear()} ${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}`,
    );
  }
  return texto(typeof v === 'boolean' ? (v ? 'Sí' : 'No') : String(v));
}
