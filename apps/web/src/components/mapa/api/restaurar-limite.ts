import { useMutation } from '@tanstack/react-query';
import { restaurarLimite } from '@agro/domain/contracts/mapa';
import { call } from '../../../lib/api-client.ts';
import { useInvalidarMapa } from './mapa-keys.ts';

/** POST /mapa/limite/{parcela_id}/anterior: back to the boundary before the last change. */
export function useRestaurarLimite(parcelaId: number) {
  const invalidar = useInvalidarMapa();
  return useMutation({
    mutationFn: () => call(restaurarLimite, { params: { parcela_id: parcelaId } }),
    onSuccess: invalidar,
  });
}
