import { queryOptions, useQuery } from '@tanstack/react-query';
import { contarNoLeidas } from '@agro/domain/contracts/notificacion';
import { call } from '../../../lib/api-client.ts';
import { notificacionKeys } from './keys.ts';

/** How often the bell asks for the unread count (new notices show within a minute). */
export const SONDEO_MS = 30_000;

export const noLeidasQuery = queryOptions({
  queryKey: notificacionKeys.noLeidas,
  queryFn: async () => (await call(contarNoLeidas)).no_leidas,
  // Polled while the tab is visible: TanStack pauses the interval for a hidden tab
  // (refetchIntervalInBackground is false) and catches up when it is shown again.
  refetchInterval: SONDEO_MS,
  refetchOnWindowFocus: true,
  staleTime: 0,
});

/** The caller's unread count, refreshed every SONDEO_MS while the tab is visible. */
export const useNoLeidas = () => useQuery(noLeidasQuery);
