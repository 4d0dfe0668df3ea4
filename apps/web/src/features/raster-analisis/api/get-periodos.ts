import { queryOptions, useQuery } from '@tanstack/react-query';
import { periodosRaster, type PeriodoRaster } from '@agro/domain/contracts/raster';
import { call } from '../../../lib/api-client.ts';
import { analisisKeys } from './keys.ts';

export type { PeriodoRaster };

/** GET /raster/parcela/{parcela_id}/periodos: periods with processed layers, newest first. */
export const periodosQuery = (parcelaId: number) =>
  queryOptions({
    queryKey: analisisKeys.periodos(parcelaId),
    queryFn: async () => (await call(periodosRaster, { params: { parcela_id: parcelaId } })).periodos,
    enabled: parcelaId > 0,
  });
export const usePeriodos = (parcelaId: number) => useQuery(periodosQuery(parcelaId));
