import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TipoServicio } from '@agro/domain/constants';
import { api, type ApiBody } from '../../../../lib/request.ts';

export interface ServicioCp {
  servicio_id: number;
  tipo_servicio: TipoServicio;
  parcelarel_id: number;
  cp_id: number;
  nombre: string;
  is_deleted: boolean;
}

/** GET servicio/cp/{cp_id}: a client's services (the MENSUAL invoice's servicio_id choices). */
export const serviciosCpQuery = (cpId: number | null) =>
  queryOptions({
    queryKey: ['servicio', 'cp', cpId],
    queryFn: async () => (await api<ApiBody & { servicios: ServicioCp[] }>(`servicio/cp/${cpId}`)).servicios,
    enabled: cpId !== null,
    retry: false,
  });

export const useServiciosCp = (cpId: number | null) => useQuery(serviciosCpQuery(cpId));
