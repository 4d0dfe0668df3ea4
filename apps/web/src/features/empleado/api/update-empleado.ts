import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmpleadoUpdateInput } from '@agro/domain/schemas/empleado';
import { api, type ApiBody } from '../../../lib/request.ts';
import { empleadoSelfQuery } from './get-empleado-self.ts';

/** PUT empleado/{empleado_id}: the employee's own data, with cargo and cp_id as the spec's client sends them. */
export function useUpdateEmpleado(empleadoId: number | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EmpleadoUpdateInput) => api<ApiBody>(`empleado/${empleadoId}`, 'PUT', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: empleadoSelfQuery.queryKey }),
  });
}
