import { useQuery } from '@tanstack/react-query';
import type { TipoServicio } from '@agro/domain/constants';
import { api, type ApiBody } from '../../../lib/request.ts';

export interface ServicioCp {
  servicio_id: number;
  tipo_servicio: TipoServicio;
  parcela_id: number;
  parcelarel_id: number;
  identificador: number;
  nombre: string;
  date_entered: string;
  date_modified: string;
  is_deleted: boolean;
}

/** GET /servicio/cp/{cp_id} */
export const useServiciosCp = (cp: number | undefined) =>
  useQuery({
    queryKey: ['servicio', 'cp', cp],
    queryFn: async () => (await api<ApiBody & { servicios: ServicioCp[] }>(`servicio/cp/${cp}`)).servicios,
    enabled: cp !== undefined,
  });
