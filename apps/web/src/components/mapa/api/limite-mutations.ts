import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  eliminarLimite,
  guardarLimite,
  previsualizarLimite,
  restaurarLimite,
  subirLimite,
} from '@agro/domain/contracts/mapa';
import type { Geometria } from '@agro/domain/limites';
import { call } from '../../../lib/api-client.ts';
import { mapaKeys } from './get-territorios-mapa.ts';

function useInvalidarMapa() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: mapaKeys.all });
}

/** POST /mapa/limite/{parcela_id}/archivo (GeoJSON, KML or KMZ). */
export function useSubirLimite(parcelaId: number) {
  const invalidar = useInvalidarMapa();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file0', file);
      return call(subirLimite, { params: { parcela_id: parcelaId }, form });
    },
    onSuccess: invalidar,
  });
}

/** PUT /mapa/limite/{parcela_id}: a boundary drawn on the map. */
export function useGuardarLimite(parcelaId: number) {
  const invalidar = useInvalidarMapa();
  return useMutation({
    mutationFn: (geometria: Geometria) =>
      call(guardarLimite, {
        params: { parcela_id: parcelaId },
        body: {
          geometria: geometria as Parameters<typeof call<typeof guardarLimite>>[1]['body']['geometria'],
        },
      }),
    onSuccess: invalidar,
  });
}

/** DELETE /mapa/limite/{parcela_id} */
export function useEliminarLimite(parcelaId: number) {
  const invalidar = useInvalidarMapa();
  return useMutation({
    mutationFn: () => call(eliminarLimite, { params: { parcela_id: parcelaId } }),
    onSuccess: invalidar,
  });
}

/** POST /mapa/limite/{parcela_id}/previa: the file's outline and area, nothing stored. */
export function usePrevisualizarLimite(parcelaId: number) {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file0', file);
      return (await call(previsualizarLimite, { params: { parcela_id: parcelaId }, form })).previa;
    },
  });
}

/** POST /mapa/limite/{parcela_id}/anterior: back to the boundary before the last change. */
export function useRestaurarLimite(parcelaId: number) {
  const invalidar = useInvalidarMapa();
  return useMutation({
    mutationFn: () => call(restaurarLimite, { params: { parcela_id: parcelaId } }),
    onSuccess: invalidar,
  });
}
