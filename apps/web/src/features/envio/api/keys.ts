import type { QueryClient } from '@tanstack/react-query';
import { facturaKeys } from '../../factura/api/keys.ts';

export type { Envio } from '@agro/domain/contracts/envio';

/**
 * Every receipt query of every area lives under `['envio']`: a receipt sent, withdrawn or reviewed
 * refreshes the staff's queue and the company's list at once.
 */
export const envioKeys = {
  all: ['envio'] as const,
  revision: ['envio', 'revision'] as const,
  cp: (cp: number | undefined) => ['envio', 'cp', cp] as const,
};

/** A review changes the queue, the company's receipts, and its invoices and payments. */
export const invalidarRevision = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: envioKeys.all }),
    qc.invalidateQueries({ queryKey: facturaKeys.all }),
  ]);
