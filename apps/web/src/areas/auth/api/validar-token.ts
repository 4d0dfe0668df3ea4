import { queryOptions, useQuery } from '@tanstack/react-query';
import { validarToken } from '@agro/domain/contracts/usuario';
import { call } from '../../../lib/api-client.ts';

/** GET usuario/validar/{token}: succeeds for a live reset token, fails (404) otherwise; never cached. */
export const validarTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['usuario', 'validar', token],
    queryFn: () => call(validarToken, { params: { token } }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export function useValidarToken(token: string | null) {
  return useQuery({ ...validarTokenQuery(token ?? ''), enabled: Boolean(token) });
}
