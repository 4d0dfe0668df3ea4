import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarEmpleadosCp } from '@agro/domain/contracts/empleado';
import { call } from '../../../lib/api-client.ts';
import { empleadoKeys } from './keys.ts';

/** GET /empleado/cp/{cp_id}: a company's workers. */
export const empleadosCpQuery = (cp: number | undefined) =>
  queryOptions({
    queryKey: empleadoKeys.cp(cp),
    queryFn: async () => (await call(listarEmpleadosCp, { params: { cp_id: cp! } })).empleados,
    enabled: cp !== undefined && cp > 0,
  });
export const useEmpleadosCp = (cp: number | undefined) => useQuery(empleadosCpQuery(cp));
