import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapaParcela } from '@agro/domain/contracts/mapa';
import { call } from '../../../lib/api-client.ts';
import { mapaKeys } from './mapa-keys.ts';

/** GET /mapa/territorio/{parcela_id}: one territory of the map with its latest files. */
export const parcelaMapaQuery = (parcelaId: number) =>
  queryOptions({
    queryKey: mapaKeys.uno(parcelaId),
    queryFn: async () => (await call(mapaParcela, { params: { parcela_id: parcelaId } })).territorio,
    enabled: parcelaId > 0,
  });
export const useParcelaMapa = (parcelaId: number) => useQuery(parcelaMapaQuery(parcelaId));
