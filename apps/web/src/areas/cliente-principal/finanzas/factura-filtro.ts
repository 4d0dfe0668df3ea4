import { estadoVisible } from '@agro/domain/estado-cuenta';
import type { Factura } from '../../../features/factura/api/keys.ts';

/** The views of the client's invoice list: what is still to pay (default), everything, or one state. */
export const FILTROS = ['Por pagar', 'Todas', 'Pendiente', 'Parcial', 'Vencida', 'Pagada'] as const;
export type Filtro = (typeof FILTROS)[number];

export function filtrar(facturas: Factura[], filtro: Filtro): Factura[] {
  if (filtro === 'Todas') return facturas;
  if (filtro === 'Por pagar') return facturas.filter((f) => f.saldo > 0);
  return facturas.filter((f) => estadoVisible(f) === filtro);
}

/** Unpaid first by due date, then the rest newest first. */
export const ordenar = (facturas: Factura[]) =>
  [...facturas].sort(
    (a, b) =>
      Number(b.saldo > 0) - Number(a.saldo > 0) ||
      (a.saldo > 0
        ? a.fecha_vencimiento.localeCompare(b.fecha_vencimiento)
        : b.fecha_emision.localeCompare(a.fecha_emision)) ||
      a.facturarel_id - b.facturarel_id,
  );
