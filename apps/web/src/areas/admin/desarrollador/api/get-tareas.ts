import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import { listarTareas } from '@agro/domain/contracts/operaciones';
import { call } from '../../../../lib/api-client.ts';
import { desarrolladorKeys } from './keys.ts';

/** One scheduled task as cron/listar answers it. */
export type Tarea = ResponseOf<typeof listarTareas>['tareas'][number];

/** GET cron/listar -> tareas. */
export const tareasQuery = queryOptions({
  queryKey: desarrolladorKeys.tareas,
  queryFn: async () => (await call(listarTareas)).tareas,
});

export const useTareas = () => useQuery(tareasQuery);
