import { MSG } from '@agro/domain/messages';
import { ApiError } from '../../../lib/request.ts';
import type { Factura } from '../../../features/factura/api/keys.ts';
import { abonoValido } from './saldar-deuda-schema.ts';

export type Abonos = Record<string, number | string>;

/** Unpaid invoices first, each group by due date (paid ones stay listed but cannot be chosen). */
export function ordenarFacturas(facturas: Factura[]): Factura[] {
  return [...facturas].sort(
    (a, b) =>
      Number(a.saldo === 0) - Number(b.saldo === 0) || a.fecha_vencimiento.localeCompare(b.fecha_vencimiento),
  );
}

/** Choosing an invoice proposes its whole saldo as the abono; unchoosing drops its line. */
export function alternarAbono(abonos: Abonos, f: Factura, on: boolean): Abonos {
  const { [f.factura_id]: _, ...rest } = abonos;
  return on ? { ...rest, [f.factura_id]: f.saldo } : rest;
}

/** "Total a pagar": the chosen invoices' abonos that will be accepted. */
export function totalAPagar(facturas: Factura[], abonos: Abonos): number {
  return facturas
    .filter((f) => f.factura_id in abonos)
    .reduce((s, f) => s + abonoValido(abonos[f.factura_id], f.saldo), 0);
}

/** What the form shows from its values: the list in order, how many are chosen, the total, a bad abono. */
export function resumenSaldar(facturas: Factura[], abonos: Abonos, errores: Record<string, unknown>) {
  return {
    ordenadas: ordenarFacturas(facturas),
    elegidas: facturas.filter((f) => f.factura_id in abonos).length,
    total: totalAPagar(facturas, abonos),
    abonoConError: Object.keys(errores).some((k) => k.startsWith('abonos.')),
  };
}

/** The alert under the form when pago/pagar fails; a 401 has its own notice and leaves none. */
export function falloDePago(err: unknown): string | null {
  return err instanceof ApiError && err.status !== 401 ? `${MSG.facturaNoSaldada}: ${err.mensaje}` : null;
}

/** The alert when the payments were recorded but their receipt did not upload. */
export function falloDeRecibo(err: unknown): string {
  return `${MSG.archivosNoSubidos}${err instanceof ApiError && err.status !== 401 ? `: ${err.mensaje}` : ''}`;
}

export interface SaldarState {
  fallo: string | null;
  enviando: boolean;
  /** Payments recorded whose receipt did not upload: the modal then only asks for the receipt again. */
  sinRecibo: number[] | null;
}

export const saldarInicial: SaldarState = { fallo: null, enviando: false, sinRecibo: null };

export type SaldarAction =
  | { type: 'enviar' }
  | { type: 'reintentar' }
  | { type: 'pagoFallido'; fallo: string | null }
  | { type: 'reciboFallido'; ids: number[]; fallo: string }
  | { type: 'terminado' }
  | { type: 'cerrar' };

export function saldarReducer(s: SaldarState, a: SaldarAction): SaldarState {
  switch (a.type) {
    case 'enviar':
      return { ...s, fallo: null, enviando: true };
    case 'reintentar':
      return { ...s, enviando: true };
    case 'pagoFallido':
      return { ...s, fallo: a.fallo };
    case 'reciboFallido':
      return { ...s, sinRecibo: a.ids, fallo: a.fallo };
    case 'terminado':
      return { ...s, enviando: false };
    case 'cerrar':
      return { ...s, fallo: null, sinRecibo: null };
  }
}
