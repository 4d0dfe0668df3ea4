import { useMutation } from '@tanstack/react-query';
import { guardarLimite } from '@agro/domain/contracts/mapa';
import type { Geometria } from '@agro/domain/limites';
import { call } from '../../../lib/api-client.ts';
import { useInvalidarMapa } from './mapa-keys.ts';

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
