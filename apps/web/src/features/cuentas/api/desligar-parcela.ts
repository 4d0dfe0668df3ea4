import { useMutation, useQueryClient } from '@tanstack/react-query';
import { desligarParcela } from '@agro/domain/contracts/empleado';
import { call } from '../../../lib/api-client.ts';
import { invalidateCuentas } from '../../../lib/query-roots.ts';

/** DELETE /empleado/parcela/{empleado_id}/{parcela_id}: unlinks a territory from a worker. */
export function useDesligarParcela() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (params: { empleado_id: number; parcela_id: number }) => call(desligarParcela, { params }),
    onSuccess: () => invalidateCuentas(qc),
  });
}
