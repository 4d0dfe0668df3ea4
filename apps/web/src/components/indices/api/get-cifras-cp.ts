import { queryOptions, useQuery } from '@tanstack/react-query';
import { cifrasCp } from '@agro/domain/contracts/raster';
import { call } from '../../../lib/api-client.ts';
import { rasterKeys } from './keys.ts';

/** GET /raster/cp/{cp_id}/cifras: the latest figures of every territory of a company (its cards). */
export const cifrasCpQuery = (cpId: number) =>
  queryOptions({
    queryKey: rasterKeys.cifrasCp(cpId),
    queryFn: async () => (await call(cifrasCp, { params: { cp_id: cpId } })).cifras,
    enabled: cpId > 0,
  });
export const useCifrasCp = (cpId: number) => useQuery(cifrasCpQuery(cpId));
