import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmarSubidas } from '@agro/domain/contracts/servicio';
import type { ConfirmarBody } from '@agro/domain/schemas/subida-reanudable';
import type { Rango } from '@agro/domain/periods';
import { call } from '../../../../lib/api-client.ts';
import { archivosKeys } from '../../../../components/reports/api/keys.ts';
import { periodosKeys } from './periodos-con-archivos.ts';

/** POST servicio/confirmar/{servicio_id}/{start}/{end}: publishes the period from finished uploads. */
export const confirmar = (servicioId: number, r: Rango, body: ConfirmarBody) =>
  call(confirmarSubidas, { params: { servicio_id: servicioId, start: r.inicio, end: r.termino }, body });

export function useConfirmarSubidas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { servicioId: number; rango: Rango; body: ConfirmarBody }) =>
      confirmar(v.servicioId, v.rango, v.body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: archivosKeys.all });
      await queryClient.invalidateQueries({ queryKey: periodosKeys.all });
    },
  });
}
