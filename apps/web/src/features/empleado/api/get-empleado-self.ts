import { queryOptions, useQuery } from '@tanstack/react-query';
import { empleadoPropio } from '@agro/domain/contracts/empleado';
import { call } from '../../../lib/api-client.ts';
import { empleadoKeys } from './keys.ts';

/** GET /empleado/self: the signed-in worker, or null when the answer holds none. */
export const empleadoSelfQuery = queryOptions({
  queryKey: empleadoKeys.self,
  queryFn: async () => (await call(empleadoPropio)).empleado[0] ?? null,
});

export const useEmpleadoSelf = () => useQuery(empleadoSelfQuery);
