import { queryOptions } from '@tanstack/react-query';
import { valorCapa } from '@agro/domain/contracts/raster';
import { call } from '../../../lib/api-client.ts';
import { rasterKeys } from './keys.ts';

/** GET /raster/capas/{capa_id}/valor?lat=&lng=: the index value at a point (null outside the boundary). */
export const valorQuery = (capaId: number, lat: number, lng: number) =>
  queryOptions({
    queryKey: rasterKeys.valor(capaId, lat, lng),
    queryFn: () => call(valorCapa, { params: { capa_id: capaId }, query: { lat, lng } }),
    // A processed layer never changes: a point read once stays read.
    staleTime: Infinity,
  });
