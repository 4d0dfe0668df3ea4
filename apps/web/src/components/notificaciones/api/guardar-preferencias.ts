import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guardarPreferencias } from '@agro/domain/contracts/notificacion';
import type { PreferenciasBody } from '@agro/domain/schemas/notificacion';
import { call } from '../../../lib/api-client.ts';
import { preferenciasQuery } from './get-preferencias.ts';

/** PUT notificacion/preferencias; the answer replaces the cached preferences. */
export function useGuardarPreferencias() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferenciasBody) => call(guardarPreferencias, { body }),
    onSuccess: (res) => qc.setQueryData(preferenciasQuery.queryKey, res.preferencias),
  });
}
