import type { LogsFiltros } from '@agro/domain/schemas/operaciones';

/** Query keys of the developer menu; mutations invalidate by these. */
export const desarrolladorKeys = {
  all: ['desarrollador'] as const,
  status: ['desarrollador', 'status'] as const,
  tareas: ['desarrollador', 'tareas'] as const,
  logs: (filtros: LogsFiltros, page: number) => ['desarrollador', 'logs', filtros, page] as const,
};
