import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import { estadoRastersServicio, reintentarRaster } from '@agro/domain/contracts/raster-estado';
import { call } from '../../../../lib/api-client.ts';

export type RasterEstado = ResponseOf<typeof estadoRastersServicio>['rasters'][number];

export const rasterEstadoKeys = {
  de: (servicioId: number) => ['admin', 'raster-estado', servicioId] as const,
};

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

/** POST raster/{raster_id}/reintentar: an `error` raster goes back to the queue. */
export function useReintentarRaster(servicioId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rasterId: number) => call(reintentarRaster, { params: { raster_id: rasterId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rasterEstadoKeys.de(servicioId) }),
  });
}
