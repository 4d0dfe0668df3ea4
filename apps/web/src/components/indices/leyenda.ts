import { formatDecimal } from '@agro/domain/format';
import { INDICES, type Rampa, type TipoIndice } from '@agro/domain/indices';

/** One class of a legend: its colour, label and the value range it covers, as shown. */
export interface Tramo {
  etiqueta: string;
  color: string;
  /** Lower threshold (null for the first class). */
  desde: number | null;
  /** Upper threshold (null for the last class). */
  hasta: number | null;
  /** "< 0,20", "0,20 – 0,40", "≥ 0,60" with the unit. */
  rango: string;
}

/** A value of a kind as shown: its decimals, Chilean separators and unit ("0,72", "24,5 °C"). */
export function formatValor(tipo: TipoIndice, valor: number): string {
  const d = INDICES[tipo];
  const n = formatDecimal(valor, d.decimales);
  return d.unidad ? `${n}\u00a0${d.unidad}` : n;
}

/** The classes of a kind with the ranges its thresholds give them (decision 020). */
export function tramosLeyenda(tipo: TipoIndice): Tramo[] {
  const d = INDICES[tipo];
  const u = d.umbrales;
  return d.clases.map((c, i) => {
    const desde = i === 0 ? null : (u[i - 1] ?? null);
    const hasta = i < u.length ? (u[i] ?? null) : null;
    let rango: string;
    if (desde === null && hasta !== null) rango = `< ${formatValor(tipo, hasta)}`;
    else if (hasta === null && desde !== null) rango = `≥ ${formatValor(tipo, desde)}`;
    else if (desde !== null && hasta !== null)
      rango = `${formatDecimal(desde, d.decimales)} – ${formatValor(tipo, hasta)}`;
    else rango = '';
    return { etiqueta: c.etiqueta, color: c.color, desde, hasta, rango };
  });
}

/** Index of the class a value falls in (a value on a threshold belongs to the class above it). */
export function claseDe(tipo: TipoIndice, valor: number): number {
  const u = INDICES[tipo].umbrales;
  let i = 0;
  while (i < u.length && valor >= (u[i] ?? Infinity)) i++;
  return i;
}

/**
 * A CSS linear gradient of a ramp, from its first to its last stop, with each stop placed at its
 * value: the bar under the legend then reads like the map.
 */
export function gradienteRampa(rampa: Rampa): string {
  const primero = rampa[0]?.[0] ?? 0;
  const ultimo = rampa[rampa.length - 1]?.[0] ?? 1;
  const ancho = ultimo - primero || 1;
  const paradas = rampa.map(([v, c]) => `${c} ${(((v - primero) / ancho) * 100).toFixed(1)}%`);
  return `linear-gradient(to right, ${paradas.join(', ')})`;
}

/** Where each threshold sits along the ramp's bar (0–100 %), for the value marks under it. */
export function marcasRampa(tipo: TipoIndice): { valor: number; texto: string; posicion: number }[] {
  const d = INDICES[tipo];
  const primero = d.rampa[0]?.[0] ?? 0;
  const ultimo = d.rampa[d.rampa.length - 1]?.[0] ?? 1;
  const ancho = ultimo - primero || 1;
  return d.umbrales.map((v) => ({
    valor: v,
    texto: formatDecimal(v, d.decimales),
    posicion: ((v - primero) / ancho) * 100,
  }));
}
