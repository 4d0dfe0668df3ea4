import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activarEmpleado, desactivarEmpleado } from '@agro/domain/contracts/empleado';
import { call } from '../../../lib/api-client.ts';
import { invalidateCuentas } from '../../../lib/query-roots.ts';

/** DELETE /empleado/desactivar/{id} or POST /empleado/activar/{id}. */
export function useCambiarEstadoEmpleado() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ empleado_id, activo }: { empleado_id: number; activo: boolean }) =>
      call(activo ? activarEmpleado : desactivarEmpleado, { params: { empleado_id } }),
    onSuccess: () => invalidateCuentas(qc),
  });
}
