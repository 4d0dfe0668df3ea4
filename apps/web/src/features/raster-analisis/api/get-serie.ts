import { queryOptions, useQuery } from '@tanstack/react-query';
import { serieRaster } from '@agro/domain/contracts/raster';
import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import type { TipoIndice } from '@agro/domain/indices';
import { call } from '../../../lib/api-client.ts';
import { analisisKeys } from './keys.ts';

export type SerieRaster = Omit<ResponseOf<typeof serieRaster>, 'status' | 'mensaje'>;

/** GET /raster/parcela/{parcela_id}/serie?indice=: weekly points of this season and the last, alerts. */
export const serieQuery = (parcelaId: number, indice: TipoIndice) =>
  queryOptions({
    queryKey: analisisKeys.serie(parcelaId, indice),
    queryFn: async (): Promise<SerieRaster> => {
      const { status: _s, ...serie } = await call(serieRaster, {
        params: { parcela_id: parcelaId },
        query: { indice },
      });
      return serie;
    },
    enabled: parcelaId > 0,
  });
export const useSerie = (parcelaId: number, indice: TipoIndice) => useQuery(serieQuery(parcelaId, indice));
