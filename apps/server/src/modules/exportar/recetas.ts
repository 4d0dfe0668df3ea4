import type { FormatoExport } from '@agro/domain/schemas/exportar';
import type { Exportacion, Origen } from '../../lib/export/enviar.ts';
import * as facturas from './facturas.ts';
import * as registros from './registros.ts';

/**
 * Every export by name, made from a database and a time and data that crosses threads: the same on
 * the request thread (PGlite) and on a pool thread reading its own connection (PostgreSQL,
 * modules/exportar/exportar.ts). Access is checked before, by the route.
 */
export const RECETAS = {
  facturasFinanzas: facturas.facturasFinanzas,
  facturasDeCp: (o: Origen, p: { cpId: number; q: Parameters<typeof facturas.facturasDeCp>[2] }) =>
    facturas.facturasDeCp(o, p.cpId, p.q),
  pagosDeCp: (o: Origen, p: { cpId: number; formato: FormatoExport }) =>
    facturas.pagosDeCp(o, p.cpId, p.formato),
  cps: registros.cps,
  parcelas: registros.parcelas,
  servicios: registros.servicios,
  logs: registros.logs,
};

export type RecetaNombre = keyof typeof RECETAS;
export type ParamsDe<N extends RecetaNombre> = Parameters<(typeof RECETAS)[N]>[1];

/** Makes the export `nombre` (what the pool thread runs: it cannot be given the function). */
export function hacerExportacion<N extends RecetaNombre>(
  nombre: N,
  o: Origen,
  params: ParamsDe<N>,
): Exportacion<unknown> | Promise<Exportacion<unknown>> {
  const receta = RECETAS[nombre] as (
    o: Origen,
    p: ParamsDe<N>,
  ) => Exportacion<unknown> | Promise<Exportacion<unknown>>;
  return receta(o, params);
}
