import { queryOptions, useQuery } from '@tanstack/react-query';
import { compararRaster, type ComparacionRaster } from '@agro/domain/contracts/raster';
import type { TipoIndice } from '@agro/domain/indices';
import { call } from '../../../lib/api-client.ts';
import { analisisKeys } from './keys.ts';

export type { ComparacionRaster };

/**
 * GET /raster/parcela/{parcela_id}/comparar: two periods of an index on one grid, their numbers and
 * the difference map. The first request of a pair computes it (seconds), later ones read it back.
 */
export const comparacionQuery = (parcelaId: number, indice: TipoIndice, a: string, b: string) =>
  queryOptions({
    queryKey: analisisKeys.comparacion(parcelaId, indice, a, b),
    queryFn: async () =>
      (await call(compararRaster, { params: { parcela_id: parcelaId }, query: { indice, a, b } }))
        .comparacion,
    enabled: parcelaId > 0 && a !== '' && b !== '' && a !== b,
    staleTime: Infinity,
    retry: false,
  });
export const useComparacion = (parcelaId: number, indice: TipoIndice, a: string, b: string) =>
  useQuery(comparacionQuery(parcelaId, indice, a, b));
