import { useQuery } from '@tanstack/react-query';
import { listarEmpleadosParcela } from '@agro/domain/contracts/parcela';
import { call } from '../../../lib/api-client.ts';
import { empleadoKeys } from './keys.ts';

/** GET /parcela/empleado/{parcelarel_id}/{cp_id}: the workers of one territory. */
export const useEmpleadosParcela = (rel: number, cp: number) =>
  useQuery({
    queryKey: empleadoKeys.deParcela(rel, cp),
    queryFn: async () =>
      (await call(listarEmpleadosParcela, { params: { parcelarel_id: rel, cp_id: cp } })).empleados,
    enabled: rel > 0 && cp > 0,
  });
