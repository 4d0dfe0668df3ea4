import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import { pagosCp } from '@agro/domain/contracts/factura';
import { call } from '../../../lib/api-client.ts';
import { facturaKeys } from '../../factura/api/keys.ts';

/** A payment of a company's history, with its invoice and receipt. */
export type Pago = ResponseOf<typeof pagosCp>['pagos'][number];

/** GET factura/pagos/cp/{cp_id}, newest first (back office and client alike). */
export const pagosCpQuery = (cp: number | null | undefined) =>
  queryOptions({
    queryKey: facturaKeys.pagosCp(cp),
    queryFn: async () => (await call(pagosCp, { params: { cp_id: cp! } })).pagos,
    enabled: cp !== null && cp !== undefined,
  });
export const usePagosCp = (cp: number | null | undefined) => useQuery(pagosCpQuery(cp));
