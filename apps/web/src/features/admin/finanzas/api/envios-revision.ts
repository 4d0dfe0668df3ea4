import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { aprobarEnvio, enviosPorRevisar, rechazarEnvio, type Envio } from '@agro/domain/contracts/envio';
import { call } from '../../../../lib/api-client.ts';
import { facturaKeys } from '../../../factura/api/keys.ts';

export type { Envio };

export const enviosRevisionQuery = () =>
  queryOptions({
    queryKey: ['envio', 'revision'],
    queryFn: async () => (await call(enviosPorRevisar)).envios,
    // The sidebar count follows new receipts without a reload.
    refetchInterval: 60_000,
  });

/** GET envio/revision: receipts waiting for staff, oldest first. */
export const useEnviosRevision = () => useQuery(enviosRevisionQuery());

// A review changes the queue, the company's receipts and its invoices and payments.
function useRefrescar() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['envio'] }),
      queryClient.invalidateQueries({ queryKey: facturaKeys.all }),
    ]);
}

/** POST envio/aprobar/{envio_id}: records the payment with the receipt attached. */
export function useAprobarEnvio() {
  const refrescar = useRefrescar();
  return useMutation({
    mutationFn: (envioId: number) => call(aprobarEnvio, { params: { envio_id: envioId } }),
    onSettled: refrescar,
  });
}

/** POST envio/rechazar/{envio_id}: refuses it with the reason the client will read. */
export function useRechazarEnvio() {
  const refrescar = useRefrescar();
  return useMutation({
    mutationFn: ({ envioId, motivo }: { envioId: number; motivo: string }) =>
      call(rechazarEnvio, { params: { envio_id: envioId }, body: { motivo } }),
    onSettled: refrescar,
  });
}
