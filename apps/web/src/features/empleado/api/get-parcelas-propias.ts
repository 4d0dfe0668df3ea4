import { queryOptions, useQuery } from '@tanstack/react-query';
import { parcelasPropias } from '@agro/domain/contracts/empleado';
import { call } from '../../../lib/api-client.ts';
import { empleadoKeys } from './keys.ts';

/** GET /empleado/parcela/listar: the worker's linked territories, the first being its default. */
export const empleadoParcelasQuery = queryOptions({
  queryKey: empleadoKeys.parcelasPropias,
  queryFn: async () => (await call(parcelasPropias)).parcelas,
});

export const useEmpleadoParcelas = () => useQuery(empleadoParcelasQuery);
