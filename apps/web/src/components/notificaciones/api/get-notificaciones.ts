import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarNotificaciones } from '@agro/domain/contracts/notificacion';
import { call } from '../../../lib/api-client.ts';
import { notificacionKeys } from './keys.ts';

/** Notices shown in the bell's list. */
export const POR_PAGINA = 20;

export const notificacionesQuery = (page: number) =>
  queryOptions({
    queryKey: notificacionKeys.lista(page),
    queryFn: () => call(listarNotificaciones, { query: { page, limit: POR_PAGINA } }),
    staleTime: 0,
  });

/** One page of the caller's notices, fetched while the list is open. */
export const useNotificaciones = (page: number, enabled: boolean) =>
  useQuery({ ...notificacionesQuery(page), enabled });
