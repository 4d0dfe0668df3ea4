import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actualizarEmpleado } from '@agro/domain/contracts/empleado';
import type { EmpleadoUpdateInput } from '@agro/domain/schemas/empleado';
import { call } from '../../../lib/api-client.ts';
import { empleadoPropioKeys } from './keys.ts';

/** PUT /empleado/{empleado_id}: the worker's own data, with cargo and cp_id as the spec's client sends them. */
export function useUpdateEmpleado(empleadoId: number | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EmpleadoUpdateInput) =>
      call(actualizarEmpleado, { params: { empleado_id: empleadoId! }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: empleadoPropioKeys.all }),
  });
}
