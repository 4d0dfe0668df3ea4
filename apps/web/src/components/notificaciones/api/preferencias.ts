import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { guardarPreferencias, obtenerPreferencias } from '@agro/domain/contracts/notificacion';
import type { PreferenciasBody } from '@agro/domain/schemas/notificacion';
import { call } from '../../../lib/api-client.ts';
import { NOTIFICACIONES_KEY } from './get-no-leidas.ts';

export const preferenciasQuery = queryOptions({
  queryKey: [...NOTIFICACIONES_KEY, 'preferencias'],
  queryFn: async () => (await call(obtenerPreferencias)).preferencias,
});

/** The caller's channels per kind of notice. */
export const usePreferencias = () => useQuery(preferenciasQuery);

/** PUT notificacion/preferencias; the answer replaces the cached preferences. */
export function useGuardarPreferencias() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferenciasBody) => call(guardarPreferencias, { body }),
    onSuccess: (res) => qc.setQueryData(preferenciasQuery.queryKey, res.preferencias),
  });
}
