import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actualizarPerfilCp, type CpPerfilInput } from '@agro/domain/contracts/cp';
import { call } from '../../../lib/api-client.ts';
import { cpKeys } from './keys.ts';

/** PUT /cp/perfil/{cp_id}: the company's data and both contacts, saved together or not at all. */
export function useActualizarPerfilCp(cp: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CpPerfilInput) => call(actualizarPerfilCp, { params: { cp_id: cp }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: cpKeys.all }),
  });
}
