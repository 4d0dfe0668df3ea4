import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import type { facturasCp } from '@agro/domain/contracts/factura';
import type { BusquedaFacturas } from './buscar-facturas.ts';

/** An invoice as every `facturas` list answers it, with its state and its payments. */
export type Factura = ResponseOf<typeof facturasCp>['facturas'][number];

/**
 * Every invoice and payment query of every area lives under `['factura']`: an invoice, a payment or
 * a reviewed receipt changes balances, so one invalidation refreshes the back office and the client.
 */
export const facturaKeys = {
  all: ['factura'] as const,
  /** The back office's Finanzas search. */
  busqueda: (b: BusquedaFacturas | null) => ['factura', 'admin', b] as const,
  cp: (cp: number | undefined) => ['factura', 'cp', cp] as const,
  pagosCp: (cp: number | null | undefined) => ['factura', 'pagos', cp] as const,
};
