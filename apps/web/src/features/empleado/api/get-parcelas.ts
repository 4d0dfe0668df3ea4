import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiBody } from '../../../lib/request.ts';
import type { ParcelaOption } from '../../../components/reports/types.ts';

/** GET /empleado/parcela/listar: the employee's linked territories, the first being its default. */
export const empleadoParcelasQuery = queryOptions({
  queryKey: ['empleado', 'parcelas'],
  queryFn: async () =>
    (await api<ApiBody & { parcelas: ParcelaOption[] }>('empleado/parcela/listar')).parcelas,
});

export const useEmpleadoParcelas = () => useQuery(empleadoParcelasQuery);
