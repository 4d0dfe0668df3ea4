import { queryOptions, useQuery } from '@tanstack/react-query';
import { cifrasParcela, type CifraIndice } from '@agro/domain/contracts/raster';
import { call } from '../../../lib/api-client.ts';
import { rasterKeys } from './keys.ts';

export type { CifraIndice };

/** GET /raster/parcela/{parcela_id}/cifras: the latest figures of each index of a territory. */
export const cifrasParcelaQuery = (parcelaId: number) =>
  queryOptions({
    queryKey: rasterKeys.cifrasParcela(parcelaId),
    queryFn: async () => (await call(cifrasParcela, { params: { parcela_id: parcelaId } })).cifras,
    enabled: parcelaId > 0,
  });
export const useCifrasParcela = (parcelaId: number) => useQuery(cifrasParcelaQuery(parcelaId));
