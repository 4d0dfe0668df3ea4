import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rechazarEnvio } from '@agro/domain/contracts/envio';
import { call } from '../../../lib/api-client.ts';
import { invalidarRevision } from './keys.ts';

/** POST envio/rechazar/{envio_id}: refuses it with the reason the client will read. */
export function useRechazarEnvio() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ envioId, motivo }: { envioId: number; motivo: string }) =>
      call(rechazarEnvio, { params: { envio_id: envioId }, body: { motivo } }),
    onSettled: () => invalidarRevision(qc),
  });
}
