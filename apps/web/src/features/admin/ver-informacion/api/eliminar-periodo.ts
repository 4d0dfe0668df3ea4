import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrupoArchivos } from '@agro/domain/constants';
import type { Rango } from '@agro/domain/periods';
import { api } from '../../../../lib/request.ts';

/** DELETE servicio/periodo/{servicio_id}/{grupo}/{start}/{end}: a wrongly uploaded period, files and rows. */
export function useEliminarPeriodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { servicioId: number; grupo: GrupoArchivos; rango: Rango }) =>
      api(`servicio/periodo/${v.servicioId}/${v.grupo}/${v.rango.inicio}/${v.rango.termino}`, 'DELETE'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['servicio', 'archivos'] }),
  });
}
