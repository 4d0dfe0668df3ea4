import { useMutation, useQueryClient } from '@tanstack/react-query';
import { marcarLeida, marcarTodasLeidas } from '@agro/domain/contracts/notificacion';
import { call } from '../../../lib/api-client.ts';
import { NOTIFICACIONES_KEY } from './get-no-leidas.ts';

/** POST notificacion/leer/{id}: one notice read. */
export function useMarcarLeida() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(marcarLeida, { params: { notificacion_id: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: NOTIFICACIONES_KEY }),
  });
}

/** POST notificacion/leer-todas: "Marcar todo como leído". */
export function useMarcarTodas() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(marcarTodasLeidas),
    onSuccess: () => qc.invalidateQueries({ queryKey: NOTIFICACIONES_KEY }),
  });
}
