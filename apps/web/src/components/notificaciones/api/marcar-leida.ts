import { useMutation, useQueryClient } from '@tanstack/react-query';
import { marcarLeida } from '@agro/domain/contracts/notificacion';
import { call } from '../../../lib/api-client.ts';
import { notificacionKeys } from './keys.ts';

/** POST notificacion/leer/{id}: one notice read. */
export function useMarcarLeida() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(marcarLeida, { params: { notificacion_id: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificacionKeys.all }),
  });
}
