import { formatDate } from '@agro/domain/format';
import { monthOf, periodOf, weekOf, type Periodo } from '@agro/domain/periods';
import type { Marca } from './marcas-periodo.ts';

export const COLOR_MARCA = 'var(--mantine-color-orange-6)';

/** The tooltip of a day or month whose period already has files. */
export const conArchivos = (kind: Periodo, m: Marca) =>
  `${kind === 'semanal' ? 'Semana' : 'Mes'} con archivos ya subidos (${m.detalle})`;

const marcaDe = (kind: Periodo, marcas: Map<string, Marca> | undefined, date: string) =>
  marcas?.get(periodOf(kind, date).inicio);

/**
 * A month of the calendar's month view: marked when it has files itself (monthly uploads) or
 * when one of its weeks does (weekly uploads).
 */
export function propsDeMes(kind: Periodo, marcas: Map<string, Marca> | undefined, date: string) {
  const m = kind === 'mensual' ? marcaDe(kind, marcas, date) : undefined;
  const mes = monthOf(date);
  const marcado =
    kind === 'mensual'
      ? Boolean(m)
      : [...(marcas?.values() ?? [])].some((x) => x.termino >= mes.inicio && x.inicio <= mes.termino);
  if (!marcado) return {};
  return {
    'data-con-archivos': true,
    title: m ? conArchivos(kind, m) : 'Mes con semanas que ya tienen archivos',
    style: { boxShadow: `inset 0 -3px 0 ${COLOR_MARCA}` },
  };
}

/** Whether a day of the weekly calendar carries the dot of a week with files. */
export const diaMarcado = (marcas: Map<string, Marca> | undefined, date: string) =>
  Boolean(marcaDe('semanal', marcas, date));

/**
 * A day of the weekly calendar: the whole chosen week is highlighted as a range, and a day of a
 * week with files names them in its tooltip and accessible label.
 */
export function propsDeDia(marcas: Map<string, Marca> | undefined, value: string | null, date: string) {
  const semana = value ? weekOf(value) : null;
  const inWeek = semana !== null && date >= semana.inicio && date <= semana.termino;
  const m = marcaDe('semanal', marcas, date);
  return {
    'data-date': date,
    inRange: inWeek,
    firstInRange: inWeek && date === semana!.inicio,
    lastInRange: inWeek && date === semana!.termino,
    selected: inWeek,
    ...(m
      ? {
          'data-con-archivos': true,
          title: conArchivos('semanal', m),
          'aria-label': `${formatDate(date)}: ${conArchivos('semanal', m)}`,
        }
      : {}),
  };
}
