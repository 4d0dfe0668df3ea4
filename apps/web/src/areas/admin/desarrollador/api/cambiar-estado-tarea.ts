import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activarTareas, desactivarTareas } from '@agro/domain/contracts/operaciones';
import { call } from '../../../../lib/api-client.ts';
import { desarrolladorKeys } from './keys.ts';

/**
 * POST cron/activar | cron/desactivar, with {event_name} for one task or no body for every task
 * (docs/RULES.md#operations). The edit modal's rule: Inactivo deactivates, any other value activates.
 */
export function useCambiarEstadoTarea() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ activa, eventName }: { activa: boolean; eventName?: string }) =>
      call(activa ? activarTareas : desactivarTareas, {
        body: eventName ? { event_name: eventName } : undefined,
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: desarrolladorKeys.tareas }),
  });
}
