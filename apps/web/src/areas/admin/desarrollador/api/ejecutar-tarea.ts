import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ejecutarTarea } from '@agro/domain/contracts/operaciones';
import { call } from '../../../../lib/api-client.ts';
import { desarrolladorKeys } from './keys.ts';

/** POST cron/ejecutar {event_name}: runs one task now. */
export function useEjecutarTarea() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (eventName: string) => call(ejecutarTarea, { body: { event_name: eventName } }),
    // The run changes the task's last outcome and may write log entries.
    onSettled: () => qc.invalidateQueries({ queryKey: desarrolladorKeys.all }),
  });
}
