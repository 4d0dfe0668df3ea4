import { useQuery } from '@tanstack/react-query';
import { obtenerEmpleado } from '@agro/domain/contracts/empleado';
import { call } from '../../../lib/api-client.ts';
import { empleadoKeys } from './keys.ts';

/** GET /empleado/{empleado_id}: one worker, or null. */
export const useEmpleado = (id: number) =>
  useQuery({
    queryKey: empleadoKeys.uno(id),
    queryFn: async () => (await call(obtenerEmpleado, { params: { empleado_id: id } })).empleado[0] ?? null,
    enabled: id > 0,
  });
