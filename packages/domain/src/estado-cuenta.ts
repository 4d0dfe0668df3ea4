import type { EstadoFactura } from './constants.ts';

/** What the client's Finanzas shows as an invoice's state: "Vencida" when overdue, else its estado. */
export type EstadoVisible = EstadoFactura | 'Vencida';
export const ESTADOS_VISIBLES: readonly EstadoVisible[] = ['Pendiente', 'Parcial', 'Pagada', 'Vencida'];

/** The visible state of an invoice (overdue wins over Pendiente or Parcial). */
export const estadoVisible = (f: { estado: EstadoFactura; vencida: boolean }): EstadoVisible =>
  f.vencida ? 'Vencida' : f.estado;

/** One line of an account statement: an invoice (charge) or a payment (credit), on a Santiago date. */
export interface Movimiento {
  fecha: string;
  tipo: 'factura' | 'pago';
  detalle: string;
  monto: number;
}

export interface EstadoDeCuenta {
  inicio: string;
  termino: string;
  saldoInicial: number;
  movimientos: (Movimiento & { saldo: number })[];
  totalFacturado: number;
  totalPagado: number;
  saldoFinal: number;
}

/**
 * The statement of a period (both ends included): the balance owed before it (invoices minus
 * payments dated earlier), each movement within it with the running balance, and the closing balance.
 */
export function estadoDeCuenta(movs: Movimiento[], inicio: string, termino: string): EstadoDeCuenta {
  const efecto = (m: Movimiento) => (m.tipo === 'factura' ? m.monto : -m.monto);
  const saldoInicial = movs.filter((m) => m.fecha < inicio).reduce((s, m) => s + efecto(m), 0);
  // Within a day an invoice comes before the payments made on it.
  const dentro = movs
    .filter((m) => m.fecha >= inicio && m.fecha <= termino)
    .sort(
      (a, b) => a.fecha.localeCompare(b.fecha) || (a.tipo === b.tipo ? 0 : a.tipo === 'factura' ? -1 : 1),
    );
  let saldo = saldoInicial;
  const movimientos = dentro.map((m) => {
    saldo += efecto(m);
    return { ...m, saldo };
  });
  const suma = (tipo: Movimiento['tipo']) =>
    dentro.filter((m) => m.tipo === tipo).reduce((s, m) => s + m.monto, 0);
  return {
    inicio,
    termino,
    saldoInicial,
    movimientos,
    totalFacturado: suma('factura'),
    totalPagado: suma('pago'),
    saldoFinal: saldo,
  };
}
