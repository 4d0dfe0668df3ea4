import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enviarComprobante } from '@agro/domain/contracts/envio';
import { call } from '../../../lib/api-client.ts';
import { envioKeys } from './keys.ts';

export interface EnvioInput {
  cp: number;
  lineas: { factura_id: number; abono: number }[];
  archivo: File;
  comentarios: string;
}

/** POST envio/cp/{cp_id}: multipart `lineas` (JSON), `comentarios` and the `comprobante` file. */
export function useEnviarComprobante() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cp, lineas, archivo, comentarios }: EnvioInput) => {
      const form = new FormData();
      form.append('lineas', JSON.stringify(lineas));
      form.append('comentarios', comentarios);
      form.append('comprobante', archivo, archivo.name);
      return call(enviarComprobante, { params: { cp_id: cp }, form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: envioKeys.all }),
  });
}
