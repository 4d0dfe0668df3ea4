import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { PAGE_SIZE } from '@agro/domain/constants';
import type { Endpoint, ResponseOf } from '@agro/domain/contracts/endpoint';
import type { RegistroQuery } from '@agro/domain/schemas/admin';
import { call } from '../../lib/api-client.ts';
import { aplicarCambio } from './registry-paging.ts';

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
    (patch: Partial<RegistryState>) => setState((prev) => aplicarCambio(prev, patch)),
    [],
  );
  return [state, update] as const;
}

/** The query of the registry endpoints (q, campo, page, pageSize, sort, dir), empty values left out. */
export const registryQuery = (s: RegistryState): RegistroQuery => ({
  q: s.q.trim() || undefined,
  campo: s.campo ?? undefined,
  page: s.page,
  pageSize: s.pageSize,
  sort: s.sort ?? undefined,
  dir: s.sort ? s.dir : undefined,
});

export interface RegistryPage<T> {
  rows: T[];
  total: number;
  /** False when `total` is a lower bound (the server counts only some pages ahead). */
  exacto: boolean;
}

// Every registry endpoint takes registroQuerySchema's query and answers `{ [rows]: T[], total,
// total_exacto }`; each narrows `campo` and `sort` to its own columns, which the state holds as strings.
const pedirPagina = call as <E extends Endpoint>(
  e: E,
  args: { query: RegistroQuery },
) => Promise<ResponseOf<E> & { total: number; total_exacto?: boolean }>;

/** The row type of a registry endpoint's `rows` list. */
export type FilaDe<
  E extends Endpoint,
  K extends keyof ResponseOf<E>,
> = ResponseOf<E>[K] extends readonly (infer T)[] ? T : never;

/** One page of a server-side registry (`contract` answers `{ [rows]: T[], total }`); keeps the last page while the next loads. */
export function useRegistryQuery<E extends Endpoint, K extends keyof ResponseOf<E> & string>(
  queryKey: readonly unknown[],
  contract: E,
  rows: K,
  state: RegistryState,
) {
  return useQuery({
    queryKey: [...queryKey, state],
    queryFn: async (): Promise<RegistryPage<FilaDe<E, K>>> => {
      const body = await pedirPagina(contract, { query: registryQuery(state) });
      const filas = (body[rows] as FilaDe<E, K>[] | undefined) ?? [];
      return { rows: filas, total: body.total ?? filas.length, exacto: body.total_exacto ?? true };
    },
    placeholderData: keepPreviousData,
  });
}

/** The filter and order of a registry without its page: what its export downloads. */
export function registryFilters(s: RegistryState) {
  const { page: _page, pageSize: _size, ...filtros } = registryQuery(s);
  return filtros;
}

/**
 * A registry's state and its page, joined as the props RegistryTable takes from them, so each
 * list wires the same loading, error and paging behaviour (`<RegistryTable {...reg.table} />`).
 */
export function useRegistry<E extends Endpoint, K extends keyof ResponseOf<E> & string>(
  queryKey: readonly unknown[],
  contract: E,
  rows: K,
  over: Partial<RegistryState> = {},
) {
  const [state, onChange] = useRegistryState(over);
  const query = useRegistryQuery(queryKey, contract, rows, state);
  const table = {
    rows: query.data?.rows,
    total: query.data?.total ?? 0,
    totalExacto: query.data?.exacto,
    loading: query.isFetching,
    error: query.isError,
    state,
    onChange,
  };
  return { state, table };
}
