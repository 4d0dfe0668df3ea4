import { queryOptions, useQuery } from '@tanstack/react-query';
import { obtenerCp } from '@agro/domain/contracts/cp';
import { call } from '../../../lib/api-client.ts';
import { cpKeys } from './keys.ts';

/** GET /cp/listar/{cp_id}: one company, or null. */
export const cpQuery = (cp: number) =>
  queryOptions({
    queryKey: cpKeys.uno(cp),
    queryFn: async () => (await call(obtenerCp, { params: { cp_id: cp } })).cp[0] ?? null,
    enabled: cp > 0,
  });
export const useCp = (cp: number) => useQuery(cpQuery(cp));
