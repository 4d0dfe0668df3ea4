import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrupoArchivos } from '@agro/domain/constants';
import type { Rango } from '@agro/domain/periods';
import { eliminarPeriodo } from '@agro/domain/contracts/servicio';
import { call } from '../../../../lib/api-client.ts';
import { archivosKeys } from '../../../../components/reports/api/keys.ts';

/** DELETE servicio/periodo/{servicio_id}/{grupo}/{start}/{end}: a wrongly uploaded period, files and rows. */
export function useEliminarPeriodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { servicioId: number; grupo: GrupoArchivos; rango: Rango }) =>
      call(eliminarPeriodo, {
        params: { servicio_id: v.servicioId, grupo: v.grupo, start: v.rango.inicio, end: v.rango.termino },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: archivosKeys.all }),
  });
}
