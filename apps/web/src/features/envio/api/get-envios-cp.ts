import { queryOptions, useQuery } from '@tanstack/react-query';
import { enviosCp } from '@agro/domain/contracts/envio';
import { call } from '../../../lib/api-client.ts';
import { envioKeys } from './keys.ts';

export const enviosQuery = (cp: number | undefined) =>
  queryOptions({
    queryKey: envioKeys.cp(cp),
    queryFn: async () => (await call(enviosCp, { params: { cp_id: cp! } })).envios,
    enabled: cp !== undefined,
  });

/** GET envio/cp/{cp_id}: the receipts the company sent, newest first. */
export const useEnviosCp = (cp: number | undefined) => useQuery(enviosQuery(cp));
