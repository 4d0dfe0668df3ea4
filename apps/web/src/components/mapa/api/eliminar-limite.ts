import { useMutation } from '@tanstack/react-query';
import { eliminarLimite } from '@agro/domain/contracts/mapa';
import { call } from '../../../lib/api-client.ts';
import { useInvalidarMapa } from './mapa-keys.ts';

/** DELETE /mapa/limite/{parcela_id} */
export function useEliminarLimite(parcelaId: number) {
  const invalidar = useInvalidarMapa();
  return useMutation({
    mutationFn: () => call(eliminarLimite, { params: { parcela_id: parcelaId } }),
    onSuccess: invalidar,
  });
}
