import { useMutation } from '@tanstack/react-query';
import { previsualizarLimite } from '@agro/domain/contracts/mapa';
import { call } from '../../../lib/api-client.ts';

/** POST /mapa/limite/{parcela_id}/previa: the file's outline and area, nothing stored. */
export function usePrevisualizarLimite(parcelaId: number) {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file0', file);
      return (await call(previsualizarLimite, { params: { parcela_id: parcelaId }, form })).previa;
    },
  });
}
