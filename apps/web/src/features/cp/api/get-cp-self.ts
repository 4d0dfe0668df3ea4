import { queryOptions, useQuery } from '@tanstack/react-query';
import { cpPropio } from '@agro/domain/contracts/cp';
import { call } from '../../../lib/api-client.ts';
import { cpKeys } from './keys.ts';

/** GET /cp/self: the principal client's own company. */
export const cpSelfQuery = queryOptions({
  queryKey: cpKeys.self,
  queryFn: async () => (await call(cpPropio)).cp[0] ?? null,
});
export const useCpSelf = () => useQuery(cpSelfQuery);
