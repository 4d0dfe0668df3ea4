import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { PAGE_SIZE } from '@agro/domain/constants';
import { api, type ApiBody } from '../../lib/request.ts';

/** What a registry list asks the server for: filter text and field, page, order. */
export interface RegistryState {
  q: string;
  campo: string | null;
  page: number;
  pageSize: number;
  sort: string | null;
  dir: 'asc' | 'desc';
}

export const initialRegistryState = (over: Partial<RegistryState> = {}): RegistryState => ({
  q: '',
  campo: null,
  page: 1,
  pageSize: PAGE_SIZE.registro,
  sort: null,
  dir: 'asc',
  ...over,
});

/** Registry state with a patch setter; changing the filter or the order goes back to page 1. */
export function useRegistryState(over: Partial<RegistryState> = {}) {
  const [state, setState] = useState(() => initialRegistryState(over));
  const update = useCallback(
    (patch: Partial<RegistryState>) =>
      setState((prev) => {
        const resets =
          'q' in patch || 'campo' in patch || 'sort' in patch || 'dir' in patch || 'pageSize' in patch;
        return { ...prev, ...(resets ? { page: 1 } : {}), ...patch };
      }),
    [],
  );
  return [state, update] as const;
}

/** The query string of the registry endpoints (q, campo, page, pageSize, sort, dir). */
export function registryParams(s: RegistryState): string {
  const p = new URLSearchParams();
  if (s.q.trim()) p.set('q', s.q.trim());
  if (s.campo) p.set('campo', s.campo);
  p.set('page', String(s.page));
  p.set('pageSize', String(s.pageSize));
  if (s.sort) {
    p.set('sort', s.sort);
    p.set('dir', s.dir);
  }
  return p.toString();
}

export interface RegistryPage<T> {
  rows: T[];
  total: number;
  /** False when `total` is a lower bound (the server counts only some pages ahead). */
  exacto: boolean;
}

/** One page of a server-side registry (`path` answers `{ [payloadKey]: T[], total }`); keeps the last page while the next loads. */
export function useRegistryQuery<T>(
  queryKey: readonly unknown[],
  path: string,
  payloadKey: string,
  state: RegistryState,
) {
  return useQuery({
    queryKey: [...queryKey, state],
    queryFn: async (): Promise<RegistryPage<T>> => {
      const body = await api<ApiBody & { total?: number; total_exacto?: boolean }>(
        `${path}?${registryParams(state)}`,
      );
      const rows = (body[payloadKey] as T[] | undefined) ?? [];
      return { rows, total: body.total ?? rows.length, exacto: body.total_exacto ?? true };
    },
    placeholderData: keepPreviousData,
  });
}

/** The filter and order of a registry without its page: what its export downloads. */
export const registryFilters = (s: RegistryState) => ({
  q: s.q.trim() || undefined,
  campo: s.campo ?? undefined,
  sort: s.sort ?? undefined,
  dir: s.sort ? s.dir : undefined,
});
