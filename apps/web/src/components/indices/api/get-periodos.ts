import { queryOptions, useQuery } from '@tanstack/react-query';
import { periodosRaster, type PeriodoRaster } from '@agro/domain/contracts/raster';
import { call } from '../../../lib/api-client.ts';
import { rasterKeys } from './keys.ts';

export type { PeriodoRaster };

// Layers appear while a period is processed in the background: look again while some are pending.
const REVISAR_PENDIENTES_MS = 15_000;

/** GET /raster/parcela/{parcela_id}/periodos: the periods with layers, newest first. */
export const periodosQuery = (parcelaId: number) =>
  queryOptions({
    queryKey: rasterKeys.periodos(parcelaId),
    queryFn: async () => (await call(periodosRaster, { params: { parcela_id: parcelaId } })).periodos,
    enabled: parcelaId > 0,
    refetchInterval: (q) => (q.state.data?.some((p) => p.pendientes > 0) ? REVISAR_PENDIENTES_MS : false),
  });
export const usePeriodos = (parcelaId: number) => useQuery(periodosQuery(parcelaId));
