import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actualizarEmpleado, asociarParcela, registrarEmpleado } from '@agro/domain/contracts/empleado';
import type { EmpleadoUpdateInput } from '@agro/domain/schemas/empleado';
import type { EmpleadoParcelaInput, EmpleadoRegistroInput } from '@agro/domain/schemas/empleado-registro';
import { call } from '../../../lib/api-client.ts';
import { invalidateCuentas } from '../../../lib/query-roots.ts';

/** A worker shows in both areas' lists, in the user registry and in its territories' worker lists. */
function useEmpleadoMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateCuentas(qc) });
}

/** POST /empleado/registrar: creates the worker's account (it sets its password from the e-mailed link). */
export const useRegistrarEmpleado = () =>
  useEmpleadoMutation((body: EmpleadoRegistroInput) => call(registrarEmpleado, { body }));

/** POST /empleado/parcela: links a worker to another territory of the company. */
export const useAsociarParcela = () =>
  useEmpleadoMutation((body: EmpleadoParcelaInput) => call(asociarParcela, { body }));

/** PUT /empleado/{empleado_id}: {rut, cargo, nombre, apellido, telefono, cp_id}. */
export const useUpdateTrabajador = (empleadoId: number) =>
  useEmpleadoMutation((body: EmpleadoUpdateInput) =>
    call(actualizarEmpleado, { params: { empleado_id: empleadoId }, body }),
  );
