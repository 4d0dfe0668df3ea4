import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import { estadoRastersServicio } from '@agro/domain/contracts/raster-estado';
import { call } from '../../../../lib/api-client.ts';
import { rasterEstadoKeys } from './keys.ts';

export type RasterEstado = ResponseOf<typeof estadoRastersServicio>['rasters'][number];

/** While a raster is still waiting or being processed, the list asks again this often. */
export const REFRESCO_MS = 3000;

export const enProceso = (r: Pick<RasterEstado, 'estado'>) =>
  r.estado === 'pendiente' || r.estado === 'procesando';

/** GET raster/servicio/{servicio_id}/estado: every raster of the service and how its processing went. */
export function useRasterEstado(servicioId: number) {
  return useQuery({
    queryKey: rasterEstadoKeys.de(servicioId),
    queryFn: async () => (await call(estadoRastersServicio, { params: { servicio_id: servicioId } })).rasters,
    refetchInterval: (q) => (q.state.data?.some(enProceso) ? REFRESCO_MS : false),
  });
}
