import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrearFacturaInput, FacturaRow } from '@agro/domain/schemas/factura';
import { api, type ApiBody } from '../../../../lib/request.ts';

/** POST factura/crear (Agregar Deuda); refreshes every invoice list. */
export function useCrearFactura() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CrearFacturaInput) =>
      (await api<ApiBody & { factura: FacturaRow[] }>('factura/crear', 'POST', body)).factura[0]!,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['factura'] }),
  });
}
