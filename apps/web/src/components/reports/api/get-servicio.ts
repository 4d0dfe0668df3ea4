import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TipoServicio } from '@agro/domain/constants';
import { api, type ApiBody } from '../../../lib/request.ts';

export interface Servicio {
  servicio_id: number;
  tipo_servicio: TipoServicio;
  parcela_id: number;
}

/** GET /servicio/{parcela_id}: the territory's services (the first is the one used, docs/RULES.md#states). */
export const servicioQuery = (parcelaId: number | undefined) =>
  queryOptions({
    queryKey: ['servicio', 'parcela', parcelaId],
    queryFn: async () => (await api<ApiBody & { servicio: Servicio[] }>(`servicio/${parcelaId}`)).servicio,
    enabled: parcelaId !== undefined,
  });

export const useServicio = (parcelaId: number | undefined) => useQuery(servicioQuery(parcelaId));
