import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reenviarInvitacionCp } from '@agro/domain/contracts/cp';
import { reenviarInvitacionEmpleado } from '@agro/domain/contracts/empleado';
import { call } from '../../../lib/api-client.ts';
import { invalidateCuentas } from '../../../lib/query-roots.ts';

/** POST /empleado/invitacion/{id} or /cp/invitacion/{cp_id}: a new welcome link; the old ones die. */
export function useReenviarInvitacion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ref: { empleado_id: number } | { cp_id: number }) =>
      'empleado_id' in ref
        ? call(reenviarInvitacionEmpleado, { params: ref })
        : call(reenviarInvitacionCp, { params: ref }),
    onSuccess: () => invalidateCuentas(qc),
  });
}
