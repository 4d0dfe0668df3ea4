import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retirarEnvio } from '@agro/domain/contracts/envio';
import { call } from '../../../lib/api-client.ts';
import { envioKeys } from './keys.ts';

/** POST envio/retirar/{envio_id}: withdraws a receipt still in review. */
export function useRetirarEnvio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (envioId: number) => call(retirarEnvio, { params: { envio_id: envioId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: envioKeys.all }),
  });
}
