import { actualizarEmpleado } from '@agro/domain/contracts/empleado';
import type { EmpleadoUpdateInput } from '@agro/domain/schemas/empleado';
import { call } from '../../../lib/api-client.ts';
import { RAICES_CUENTAS, useEscritura } from '../../../lib/query-roots.ts';

/**
 * PUT /empleado/{empleado_id}: {rut, cargo, nombre, apellido, telefono, cp_id}. A worker shows in
 * both areas' lists, in the user registry and in its territories' worker lists.
 */
export const useActualizarEmpleado = (empleadoId: number) =>
  useEscritura(
    (body: EmpleadoUpdateInput) => call(actualizarEmpleado, { params: { empleado_id: empleadoId }, body }),
    RAICES_CUENTAS,
  );
