import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LogDto, LogsFiltros } from '@agro/domain/schemas/operaciones';
import { api, type ApiBody } from '../../../../lib/request.ts';
import { desarrolladorKeys } from './keys.ts';

export interface LogsPage {
  logs: LogDto[];
  total: number;
  page: number;
  page_size: number;
}

/** The query string of logs/listar: only the filters that have a value. */
export function logsPath(filtros: LogsFiltros, page: number): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filtros))
    if (v !== undefined && v !== null && String(v).trim() !== '') params.set(k, String(v).trim());
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return `logs/listar${qs ? `?${qs}` : ''}`;
}

/** GET logs/listar -> logs (20 per page) and total. */
export const logsQuery = (filtros: LogsFiltros, page: number) =>
  queryOptions({
    queryKey: desarrolladorKeys.logs(filtros, page),
    queryFn: () => api<ApiBody & LogsPage>(logsPath(filtros, page)),
    placeholderData: keepPreviousData,
  });

export const useLogs = (filtros: LogsFiltros, page: number) => useQuery(logsQuery(filtros, page));
