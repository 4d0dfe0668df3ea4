import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServicioRegistroInput } from '@agro/domain/schemas/servicio';
import { api, type ApiBody } from '../../../lib/request.ts';

/** A row of GET /servicio/all/listar. */
export interface ServicioFila {
  servicio_id: number;
  territorio: string;
  parcela_id: number;
  parcelarel_id: number;
  cp_id: number;
  tipo_servicio: string;
  date_entered: string;
  date_modified: string;
  is_deleted: boolean;
}

/** GET /servicio/{parcela_id} → servicio list (the first is the live one). */
export const useServicioDeParcela = (parcelaId: number | undefined) =>
  useQuery({
    queryKey: ['servicio', 'parcela', parcelaId],
    queryFn: async () =>
      (
        await api<ApiBody & { servicio: { servicio_id: number; tipo_servicio: string }[] }>(
          `servicio/${parcelaId}`,
        )
      ).servicio,
    enabled: !!parcelaId,
  });

/** POST /servicio/registrar: creates the territory's service or updates the live one. */
export function useRegistrarServicio() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ServicioRegistroInput) =>
      api<ApiBody & { servicio_id: number }>('servicio/registrar', 'POST', body),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['servicio'] }),
        qc.invalidateQueries({ queryKey: ['parcela'] }),
      ]),
  });
}
