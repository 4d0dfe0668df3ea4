/** Periods are calendar dates (YYYY-MM-DD) in America/Santiago; arithmetic is done on UTC noon to stay date-only. */
export type Periodo = 'semanal' | 'mensual';
export interface Rango {
  inicio: string;
  termino: string;
}

const DAY_MS = 86_400_000;
const toDate = (d: string) => new Date(`${d}T12:00:00Z`);
const toIso = (d: Date) => d.toISOString().slice(0, 10);

/** Dates the platform accepts: a farm's records start well after 1900 and PostgreSQL has no year 0. */
export const FECHA_MIN = '1900-01-01';
export const FECHA_MAX = '2999-12-31';

/** Whether a string is a real calendar date YYYY-MM-DD between FECHA_MIN and FECHA_MAX. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < FECHA_MIN || value > FECHA_MAX) return false;
  const d = toDate(value);
  return !Number.isNaN(d.getTime()) && toIso(d) === value;
}

/** Adds days to a calendar date. */
export function addDays(date: string, days: number): string {
  return toIso(new Date(toDate(date).getTime() + days * DAY_MS));
}

/** The Monday-to-Sunday week that contains a date. */
export function weekOf(date: string): Rango {
  const dow = (toDate(date).getUTCDay() + 6) % 7; // Monday = 0
  const inicio = addDays(date, -dow);
  return { inicio, termino: addDays(inicio, 6) };
}

/** The calendar month that contains a date. */
export function monthOf(date: string): Rango {
  const d = toDate(date);
  const inicio = toIso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1, 12)));
  const termino = toIso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0, 12)));
  return { inicio, termino };
}

/** The period of the given kind that contains a date. */
export const periodOf = (kind: Periodo, date: string): Rango =>
  kind === 'semanal' ? weekOf(date) : monthOf(date);

/** Whether start/end are exactly one week (Mon–Sun) or one month of the given kind. */
export function isExactPeriod(kind: Periodo, inicio: string, termino: string): boolean {
  if (!isIsoDate(inicio) || !isIsoDate(termino)) return false;
  const r = periodOf(kind, inicio);
  return r.inicio === inicio && r.termino === termino;
}

/** The period before or after a given one. */
export function shiftPeriod(kind: Periodo, rango: Rango, step: -1 | 1): Rango {
  return step < 0 ? periodOf(kind, addDays(rango.inicio, -1)) : periodOf(kind, addDays(rango.termino, 1));
}

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

function longDate(date: string): string {
  const d = toDate(date);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} de ${MONTHS[d.getUTCMonth()]} de ${d.getUTCFullYear()}`;
}

/** A period as users read it: weekly as a range with weekdays, monthly as month and year. */
export function periodLabel(kind: Periodo, rango: Rango): string {
  if (kind === 'mensual') {
    const d = toDate(rango.inicio);
    const month = MONTHS[d.getUTCMonth()] ?? '';
    return `${month.charAt(0).toUpperCase()}${month.slice(1)} ${d.getUTCFullYear()}`;
  }
  const text = `${longDate(rango.inicio)} al ${longDate(rango.termino)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
