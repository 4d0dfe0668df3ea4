import { queryOptions, useQuery } from '@tanstack/react-query';
import { enviosCp, type Envio } from '@agro/domain/contracts/envio';
import { call } from '../../../lib/api-client.ts';

export type { Envio };

export const enviosKey = (cp: number | undefined) => ['envio', 'cp', cp] as const;

export const enviosQuery = (cp: number | undefined) =>
  queryOptions({
    queryKey: enviosKey(cp),
    queryFn: async () => (await call(enviosCp, { params: { cp_id: cp! } })).envios,
    enabled: cp !== undefined,
  });

/** GET envio/cp/{cp_id}: the receipts the company sent, newest first. */
export const useEnviosCp = (cp: number | undefined) => useQuery(enviosQuery(cp));
