import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrarParcelaConServicio } from '@agro/domain/contracts/parcela';
import type { CallArgs } from '@agro/domain/contracts/endpoint';
import { call } from '../../../lib/api-client.ts';
import { invalidarRaices } from '../../../lib/query-roots.ts';

/** POST /parcela/registrar-con-servicio: a territory and its service, both created or neither. */
export function useRegistrarParcelaConServicio() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CallArgs<typeof registrarParcelaConServicio>['body']) =>
      call(registrarParcelaConServicio, { body }),
    onSuccess: () => invalidarRaices(qc, 'parcela', 'servicio'),
  });
}
