import { formatDate } from '@agro/domain/format';
import type { TipoIndice } from '@agro/domain/indices';

interface PeriodoConCapas {
  inicio: string;
  termino: string;
  capas: readonly { indice: string | null; estadisticas: unknown }[];
}

/** Periods with a processed layer of this index, newest first (as the server lists them). */
export const periodosDeIndice = <P extends PeriodoConCapas>(periodos: readonly P[], indice: TipoIndice) =>
  periodos.filter((p) => p.capas.some((c) => c.indice === indice && c.estadisticas !== null));

/** The pair compared: the address's, else the latest period against the one before it. */
export const parComparado = (periodos: readonly { inicio: string }[], a: string, b: string) => ({
  a: a || periodos[1]?.inicio || '',
  b: b || periodos[0]?.inicio || '',
});

/**
 * The periods offered in both selectors. A period in the address that has no layer (yet) is still
 * offered, so the selection shows it.
 */
export function opcionesPeriodos(periodos: readonly PeriodoConCapas[], par: { a: string; b: string }) {
  const opciones = periodos.map((p) => ({
    value: p.inicio,
    label: `${formatDate(p.inicio)} al ${formatDate(p.termino)}`,
  }));
  for (const v of [par.a, par.b])
    if (v && !opciones.some((o) => o.value === v)) opciones.push({ value: v, label: formatDate(v) });
  return opciones;
}
