import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guardarCuentaProveedor } from '@agro/domain/contracts/envio';
import type { CuentaProveedorInput } from '@agro/domain/schemas/envio';
import { cuentaBancariaKey } from '../../../../components/pagos/api/get-cuenta-bancaria.ts';
import { call } from '../../../../lib/api-client.ts';

/** PUT config/cuenta-bancaria: the provider's account, shown to every client. */
export function useGuardarCuentaBancaria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CuentaProveedorInput) => call(guardarCuentaProveedor, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cuentaBancariaKey }),
  });
}
