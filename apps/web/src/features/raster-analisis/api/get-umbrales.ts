import { queryOptions, useQuery } from '@tanstack/react-query';
import { obtenerUmbrales, type UmbralesRaster } from '@agro/domain/contracts/raster';
import type { TipoIndice } from '@agro/domain/indices';
import { call } from '../../../lib/api-client.ts';
import { analisisKeys } from './keys.ts';

export type { UmbralesRaster };

/** GET /raster/parcela/{parcela_id}/umbrales?indice=: alert thresholds (the defaults when unchanged). */
export const umbralesQuery = (parcelaId: number, indice: TipoIndice) =>
  queryOptions({
    queryKey: analisisKeys.umbrales(parcelaId, indice),
    queryFn: async () =>
      (await call(obtenerUmbrales, { params: { parcela_id: parcelaId }, query: { indice } })).umbrales,
    enabled: parcelaId > 0,
  });
export const useUmbrales = (parcelaId: number, indice: TipoIndice) =>
  useQuery(umbralesQuery(parcelaId, indice));
