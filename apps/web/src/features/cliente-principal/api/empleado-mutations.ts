import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmpleadoUpdateInput } from '@agro/domain/schemas/empleado';
import type { EmpleadoRegistroInput } from '@agro/domain/schemas/empleado-registro';
import { api, type ApiBody } from '../../../lib/request.ts';
import { empleadoKeys } from './get-empleados.ts';

const useInvalidating = <T, R>(fn: (body: T) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: empleadoKeys.all })]),
  });
};

/** POST /empleado/registrar: creates the worker's account (it sets its password from the e-mailed link). */
export const useRegistrarEmpleado = () =>
  useInvalidating((body: EmpleadoRegistroInput) =>
    api<ApiBody & { empleado_id: number; empleadorel_id: number }>('empleado/registrar', 'POST', body),
  );

/** POST /empleado/parcela: links a worker to another territory of the company. */
export const useAsociarParcela = () =>
  useInvalidating((body: { empleado_id: number; parcela_id: number; identificador: number }) =>
    api<ApiBody>('empleado/parcela', 'POST', body),
  );

/** PUT /empleado/{empleado_id}: {rut, cargo, nombre, apellido, telefono, cp_id}. */
export const useUpdateTrabajador = (empleadoId: number) =>
  useInvalidating((body: EmpleadoUpdateInput) => api<ApiBody>(`empleado/${empleadoId}`, 'PUT', body));
