import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EstadoServidor } from '@agro/domain/schemas/operaciones';
import { api, type ApiBody } from '../../../../lib/request.ts';
import { desarrolladorKeys } from './keys.ts';

/** GET status -> res {database, mailer, api}, each {status: 'ok' | 'error'}. */
export const estadoServidorQuery = queryOptions({
  queryKey: desarrolladorKeys.status,
  queryFn: async () => (await api<ApiBody & { res: EstadoServidor }>('status')).res,
  retry: false,
});

export const useEstadoServidor = () => useQuery(estadoServidorQuery);
