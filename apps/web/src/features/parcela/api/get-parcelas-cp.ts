import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarParcelasCp } from '@agro/domain/contracts/parcela';
import { call } from '../../../lib/api-client.ts';
import { parcelaKeys } from './keys.ts';

/** GET /parcela/cp/{cp_id}: a company's territories. */
export const parcelasCpQuery = (cp: number | undefined) =>
  queryOptions({
    queryKey: parcelaKeys.cp(cp),
    queryFn: async () => (await call(listarParcelasCp, { params: { cp_id: cp! } })).parcelas,
    enabled: cp !== undefined && cp > 0,
  });
export const useParcelasCp = (cp: number | undefined) => useQuery(parcelasCpQuery(cp));
