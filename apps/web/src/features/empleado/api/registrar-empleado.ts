import { registrarEmpleado } from '@agro/domain/contracts/empleado';
import type { EmpleadoRegistroInput } from '@agro/domain/schemas/empleado-registro';
import { call } from '../../../lib/api-client.ts';
import { RAICES_CUENTAS, useEscritura } from '../../../lib/query-roots.ts';

/** POST /empleado/registrar: creates the worker's account (it sets its password from the e-mailed link). */
export const useRegistrarEmpleado = () =>
  useEscritura((body: EmpleadoRegistroInput) => call(registrarEmpleado, { body }), RAICES_CUENTAS);
