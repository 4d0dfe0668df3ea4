import { formatDecimal } from '@agro/domain/format';
import { INDICES, TIPOS_INDICE, type TipoIndice } from '@agro/domain/indices';

/** A change against the previous period as shown: arrow, signed value, colour and a sentence for screen readers. */
export interface CambioMostrado {
  flecha: '▲' | '▼' | '=';
  /** "+0,04", "−0,04", "0,00" (with the unit when the kind has one). */
  texto: string;
  /** "subió 0,04", "bajó 1,2 °C", "sin cambio". */
  accesible: string;
  /** Mantine colour: green when the change is good for the crop, red when bad, gray when none. */
  color: 'green' | 'red' | 'gray';
}

/**
 * How a change of a kind's mean is shown. A change that rounds to zero at the kind's decimals is no
 * change. Up is good for vigour and moisture; for temperature the critical class is the hottest, so
 * up is bad.
 */
export function formatCambio(tipo: TipoIndice, cambio: number): CambioMostrado {
  const d = INDICES[tipo];
  const factor = 10 ** d.decimales;
  const redondeado = Math.round(Math.abs(cambio) * factor) / factor;
  const unidad = d.unidad ? `\u00a0${d.unidad}` : '';
  const valor = `${formatDecimal(redondeado, d.decimales)}${unidad}`;
  if (redondeado === 0) return { flecha: '=', texto: valor, accesible: 'sin cambio', color: 'gray' };
  const sube = cambio > 0;
  const subirEsMalo = d.claseCritica === d.clases.length - 1;
  return {
    flecha: sube ? '▲' : '▼',
    texto: `${sube ? '+' : '−'}${valor}`,
    accesible: `${sube ? 'subió' : 'bajó'} ${valor}`,
    color: sube !== subirEsMalo ? 'green' : 'red',
  };
}

/**
 * The index a territory's card shows first: NDVI when measured, else the first kind in the
 * documented order (a sensors territory has temperature and moisture only).
 */
export function indicePrincipal<T extends { indice: TipoIndice }>(cifras: readonly T[]): T | undefined {
  let mejor: T | undefined;
  for (const c of cifras) {
    if (!mejor || TIPOS_INDICE.indexOf(c.indice) < TIPOS_INDICE.indexOf(mejor.indice)) mejor = c;
  }
  return mejor;
}

/** Hectares as shown beside a class: one decimal under 100 ha, none above. */
export function formatHa(ha: number): string {
  return `${formatDecimal(ha, ha < 100 ? 1 : 0)}\u00a0ha`;
}

/** A share as shown: "42,5 %". */
export function formatPct(pct: number): string {
  return `${formatDecimal(pct, 1)}\u00a0%`;
}
