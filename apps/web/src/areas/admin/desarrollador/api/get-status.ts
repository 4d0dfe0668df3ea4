import { queryOptions, useQuery } from '@tanstack/react-query';
import { estadoServidor } from '@agro/domain/contracts/operaciones';
import { call } from '../../../../lib/api-client.ts';
import { desarrolladorKeys } from './keys.ts';

/** GET status -> res {database, mailer, api, auditoria}, each with its status 'ok' | 'error'. */
export const estadoServidorQuery = queryOptions({
  queryKey: desarrolladorKeys.status,
  queryFn: async () => (await call(estadoServidor)).res,
  retry: false,
});

export const useEstadoServidor = () => useQuery(estadoServidorQuery);
