import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParcelaOption } from '../../../../components/reports/types.ts';
import { api, type ApiBody } from '../../../../lib/request.ts';

export interface ClienteOpcion {
  cp_id: number;
  nombre: string;
}

/** GET cp/all/listar without paging: every client, for the client selector. */
export const clientesOpcionesQuery = queryOptions({
  queryKey: ['cp', 'opciones'],
  queryFn: async () => (await api<ApiBody & { clientes: ClienteOpcion[] }>('cp/all/listar')).clientes,
});

export const useClientesOpciones = () => useQuery(clientesOpcionesQuery);

/** GET parcela/cp/{cp_id}: the client's territories. */
export const parcelasCpQuery = (cpId: number | null) =>
  queryOptions({
    queryKey: ['parcela', 'cp', cpId],
    queryFn: async () => (await api<ApiBody & { parcelas: ParcelaOption[] }>(`parcela/cp/${cpId}`)).parcelas,
    enabled: cpId !== null,
  });

export const useParcelasCp = (cpId: number | null) => useQuery(parcelasCpQuery(cpId));
