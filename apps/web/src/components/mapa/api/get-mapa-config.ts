import { queryOptions, useQuery } from '@tanstack/react-query';
import { obtenerMapaConfig } from '@agro/domain/contracts/mapa';
import { call } from '../../../lib/api-client.ts';

/** GET /config/mapa: the tile URL when the installation has one (else the offline outline). */
export const mapaConfigQuery = queryOptions({
  queryKey: ['config', 'mapa'],
  queryFn: async () => (await call(obtenerMapaConfig)).mapa,
  staleTime: Infinity,
});
export const useMapaConfig = () => useQuery(mapaConfigQuery);
