import { DIAS_VENCIMIENTO, type EstadoFactura } from './constants.ts';
import { addDays } from './periods.ts';

/** Invoice state from its balance (docs/RULES.md#finance). */
export function estadoFactura(total: number, saldo: number): EstadoFactura {
  if (saldo <= 0) return 'Pagada';
  return saldo < total ? 'Parcial' : 'Pendiente';
}

/** Due date: 30 days after issue. */
export const fechaVencimiento = (fechaEmision: string) => addDays(fechaEmision, DIAS_VENCIMIENTO);

/** Overdue: due before today and not paid. */
export const isVencida = (f: { saldo: number; fecha_vencimiento: string }, today: string) =>
  f.saldo > 0 && f.fecha_vencimiento < today;

/** Debt: the sum of the balances of unpaid overdue invoices. */
export function deudaVencida(
  facturas: { saldo: number; fecha_vencimiento: string }[],
  today: string,
): number {
  return facturas.filter((f) => isVencida(f, today)).reduce((sum, f) => sum + f.saldo, 0);
}
