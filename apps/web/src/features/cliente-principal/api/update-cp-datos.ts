import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CpDatosInput } from '@agro/domain/schemas/cp-datos';
import { api, type ApiBody } from '../../../lib/request.ts';
import { cpSelfQuery } from './get-cp-self.ts';

/** PUT cp/datos/{identificador}: the company's own data (comentarios empty, as the spec's client sends). */
export function useUpdateCpDatos(cp: number | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CpDatosInput) => api<ApiBody>(`cp/datos/${cp}`, 'PUT', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: cpSelfQuery.queryKey }),
  });
}
