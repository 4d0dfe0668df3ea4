import { useMutation, useQueryClient } from '@tanstack/react-query';
import { marcarTodasLeidas } from '@agro/domain/contracts/notificacion';
import { call } from '../../../lib/api-client.ts';
import { notificacionKeys } from './keys.ts';

/** POST notificacion/leer-todas: "Marcar todo como leído". */
export function useMarcarTodas() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(marcarTodasLeidas),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificacionKeys.all }),
  });
}
