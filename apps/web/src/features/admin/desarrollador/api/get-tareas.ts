import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TareaDto } from '@agro/domain/schemas/operaciones';
import { api, type ApiBody } from '../../../../lib/request.ts';
import { desarrolladorKeys } from './keys.ts';

/** GET cron/listar -> tareas. */
export const tareasQuery = queryOptions({
  queryKey: desarrolladorKeys.tareas,
  queryFn: async () => (await api<ApiBody & { tareas: TareaDto[] }>('cron/listar')).tareas,
});

export const useTareas = () => useQuery(tareasQuery);
