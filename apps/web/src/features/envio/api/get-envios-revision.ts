import { queryOptions, useQuery } from '@tanstack/react-query';
import { enviosPorRevisar } from '@agro/domain/contracts/envio';
import { call } from '../../../lib/api-client.ts';
import { envioKeys } from './keys.ts';

export const enviosRevisionQuery = () =>
  queryOptions({
    queryKey: envioKeys.revision,
    queryFn: async () => (await call(enviosPorRevisar)).envios,
    // The sidebar count follows new receipts without a reload.
    refetchInterval: 60_000,
  });

/** GET envio/revision: receipts waiting for staff, oldest first. */
export const useEnviosRevision = () => useQuery(enviosRevisionQuery());
