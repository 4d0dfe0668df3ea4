import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aprobarEnvio } from '@agro/domain/contracts/envio';
import { call } from '../../../lib/api-client.ts';
import { invalidarRevision } from './keys.ts';

/** POST envio/aprobar/{envio_id}: records the payment with the receipt attached. */
export function useAprobarEnvio() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (envioId: number) => call(aprobarEnvio, { params: { envio_id: envioId } }),
    onSettled: () => invalidarRevision(qc),
  });
}
