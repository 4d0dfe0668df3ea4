import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crearFactura } from '@agro/domain/contracts/factura';
import type { CrearFacturaInput } from '@agro/domain/schemas/factura';
import { call } from '../../../lib/api-client.ts';
import { facturaKeys } from './keys.ts';

/** POST factura/crear (Agregar Deuda); refreshes every invoice list of every area. */
export function useCrearFactura() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CrearFacturaInput) => (await call(crearFactura, { body })).factura[0]!,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: facturaKeys.all }),
  });
}
