import { queryOptions, useQuery } from '@tanstack/react-query';
import { facturasCp } from '@agro/domain/contracts/factura';
import { call } from '../../../lib/api-client.ts';
import { facturaKeys } from './keys.ts';

/** GET factura/cp/{cp_id} (every invoice; the client's screens split pending, overdue and paid). */
export const facturasCpQuery = (cp: number | undefined) =>
  queryOptions({
    queryKey: facturaKeys.cp(cp),
    queryFn: async () => (await call(facturasCp, { params: { cp_id: cp! }, query: {} })).facturas,
    enabled: cp !== undefined,
  });
export const useFacturasCp = (cp: number | undefined) => useQuery(facturasCpQuery(cp));
