import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actualizarBancoCp } from '@agro/domain/contracts/cp';
import type { z } from 'zod';
import type { cpBancoSchema } from '@agro/domain/schemas/cp-registro';
import { call } from '../../../lib/api-client.ts';
import { invalidateCuentas } from '../../../lib/query-roots.ts';

/** PUT /cp/banco/{cp_id}: a client's bank data, with the wizard's rules. */
export function useActualizarBanco(cpId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof cpBancoSchema>) =>
      call(actualizarBancoCp, { params: { cp_id: cpId }, body }),
    onSuccess: () => invalidateCuentas(qc),
  });
}
