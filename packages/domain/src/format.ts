import { TIPOS_SUBIDA, type TipoSubida } from './constants.ts';

const TZ = 'America/Santiago';
const pad3 = (n: number) => String(n).padStart(3, '0');

/** Territory display id `{cp}-T-001`. */
export const parcelaDisplayId = (cp: number | string, rel: number) => `${cp}-T-${pad3(rel)}`;
/** Employee display id `{cp}-E-001`. */
export const empleadoDisplayId = (cp: number | string, rel: number) => `${cp}-E-${pad3(rel)}`;
/** Invoice display id `{cp}-F-001`. */
export const facturaDisplayId = (cp: number | string, rel: number) => `${cp}-F-${pad3(rel)}`;
/** A principal client as shown in its area's header: its id (`cp_id`) with what it is. */
export const cpDisplayId = (cp: number | string) => `Cliente N° ${cp}`;
/** Admin display id `AGRO-A-{id}`, or N/A when unknown. */
export const adminDisplayId = (id: number | null | undefined) => (id ? `AGRO-A-${id}` : 'N/A');

const clp = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0 });
/** Whole Chilean pesos shown as $1.234.567. */
export function formatMoney(pesos: number): string {
  const sign = pesos < 0 ? '-' : '';
  return `${sign}$${clp.format(Math.abs(Math.round(pesos))).replace(/,/g, '.')}`;
}

function parts(value: Date | string, opts: Intl.DateTimeFormatOptions): Record<string, string> {
  const date = typeof value === 'string' ? parseDateValue(value) : value;
  const out: Record<string, string> = {};
  for (const p of new Intl.DateTimeFormat('es-CL', { timeZone: TZ, hourCycle: 'h23', ...opts }).formatToParts(
    date,
  )) {
    out[p.type] = p.value;
  }
  return out;
}

// A bare YYYY-MM-DD is a calendar date: show it as is, never shifted by a time zone.
function parseDateValue(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00-04:00`) : new Date(value);
}

/** dd/mm/yyyy in America/Santiago. */
export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return '';
  const p = parts(value, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${p.day}/${p.month}/${p.year}`;
}

/** dd/mm/yyyy a las HH:MM hrs in America/Santiago (registry columns). */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  const p = parts(value, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${p.day}/${p.month}/${p.year} a las ${p.hour}:${p.minute} hrs`;
}

/** Today's calendar date in America/Santiago as YYYY-MM-DD. */
export function todayInSantiago(now: Date = new Date()): string {
  const p = parts(now, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${p.year}-${p.month}-${p.day}`;
}

/** Label of an upload kind, or the raw value when unknown. */
export const tipoSubidaLabel = (tipo: string) => TIPOS_SUBIDA[tipo as TipoSubida] ?? tipo;

/** Display state of a record: 1/true or null is active. */
export const isActivo = (flag: boolean | number | null | undefined) =>
  flag === null || flag === undefined || flag === true || flag === 1;
export const estadoLista = (flag: boolean | number | null | undefined) =>
  isActivo(flag) ? 'Activo' : 'desuso';
export const estadoDetalle = (flag: boolean | number | null | undefined) =>
  isActivo(flag) ? 'Activo' : 'Inactivo';

/** WhatsApp link for an international number without plus sign. */
export const whatsappLink = (phone: string, text?: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

/** A count with its noun in singular or plural: plural(1, 'territorio', 'territorios') → "1 territorio". */
export const plural = (n: number, singular: string, plural: string) =>
  `${n.toLocaleString('es-CL')} ${n === 1 ? singular : plural}`;

const decimales = new Map<number, Intl.NumberFormat>();
/** A measured figure with a fixed number of decimals and Chilean separators: 1234.5 → "1.234,50". */
export function formatDecimal(value: number, digits: number): string {
  let f = decimales.get(digits);
  if (!f) {
    f = new Intl.NumberFormat('es-CL', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: 'always',
    });
    decimales.set(digits, f);
  }
  // "-0,00" says nothing a plain zero does not.
  const s = f.format(value);
  return /^-0(,0+)?$/.test(s) ? s.slice(1) : s;
}
