import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reintentarRaster } from '@agro/domain/contracts/raster-estado';
import { call } from '../../../../lib/api-client.ts';
import { rasterEstadoKeys } from './keys.ts';

/** POST raster/{raster_id}/reintentar: an `error` raster goes back to the queue. */
export function useReintentarRaster(servicioId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rasterId: number) => call(reintentarRaster, { params: { raster_id: rasterId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rasterEstadoKeys.de(servicioId) }),
  });
}
