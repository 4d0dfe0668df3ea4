import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listarLogs } from '@agro/domain/contracts/operaciones';
import type { LogsFiltros } from '@agro/domain/schemas/operaciones';
import { call } from '../../../../lib/api-client.ts';
import { desarrolladorKeys } from './keys.ts';

/** The query of logs/listar: only the filters that have a value, trimmed; the page from the second on. */
export function logsQueryString(filtros: LogsFiltros, page: number): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(filtros))
    if (v !== undefined && v !== null && String(v).trim() !== '') query[k] = String(v).trim();
  query.page = page > 1 ? String(page) : undefined;
  return query;
}

/** GET logs/listar -> logs (20 per page) and total. */
export const logsQuery = (filtros: LogsFiltros, page: number) =>
  queryOptions({
    queryKey: desarrolladorKeys.logs(filtros, page),
    queryFn: () => call(listarLogs, { query: logsQueryString(filtros, page) }),
    placeholderData: keepPreviousData,
  });

export const useLogs = (filtros: LogsFiltros, page: number) => useQuery(logsQuery(filtros, page));
