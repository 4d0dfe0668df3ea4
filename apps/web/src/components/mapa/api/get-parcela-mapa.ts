import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapaTerritorio } from '@agro/domain/contracts/mapa';
import { call } from '../../../lib/api-client.ts';
import { mapaKeys } from './mapa-keys.ts';

/** GET /mapa/territorio/{parcela_id}: one territory of the map with its latest files. */
export const territorioMapaQuery = (parcelaId: number) =>
  queryOptions({
    queryKey: mapaKeys.uno(parcelaId),
    queryFn: async () => (await call(mapaTerritorio, { params: { parcela_id: parcelaId } })).territorio,
    enabled: parcelaId > 0,
  });
export const useTerritorioMapa = (parcelaId: number) => useQuery(territorioMapaQuery(parcelaId));
