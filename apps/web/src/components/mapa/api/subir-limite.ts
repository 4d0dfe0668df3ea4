import { useMutation } from '@tanstack/react-query';
import { subirLimite } from '@agro/domain/contracts/mapa';
import { call } from '../../../lib/api-client.ts';
import { useInvalidarMapa } from './mapa-keys.ts';

/** POST /mapa/limite/{parcela_id}/archivo (GeoJSON, KML or KMZ). */
export function useSubirLimite(parcelaId: number) {
  const invalidar = useInvalidarMapa();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file0', file);
      return call(subirLimite, { params: { parcela_id: parcelaId }, form });
    },
    onSuccess: invalidar,
  });
}
