import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request.ts';

/** GET usuario/validar/{token}: succeeds for a live reset token, fails (404) otherwise. */
export const validarTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['usuario', 'validar', token],
    queryFn: () => api(`usuario/validar/${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export function useValidarToken(token: string | null) {
  return useQuery({ ...validarTokenQuery(token ?? ''), enabled: Boolean(token) });
}
