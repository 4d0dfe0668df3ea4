import { queryOptions, useQuery } from '@tanstack/react-query';
import { cifrasCp, type CifraIndice } from '@agro/domain/contracts/raster';
import { call } from '../../../lib/api-client.ts';
import { analisisKeys } from './keys.ts';

export type { CifraIndice };

/** GET /raster/cp/{cp_id}/cifras: the latest figures of every territory the caller sees in a company. */
export const cifrasCpQuery = (cpId: number) =>
  queryOptions({
    queryKey: analisisKeys.cifrasCp(cpId),
    queryFn: async () => (await call(cifrasCp, { params: { cp_id: cpId } })).cifras,
    enabled: cpId > 0,
  });
export const useCifrasCp = (cpId: number) => useQuery(cifrasCpQuery(cpId));
