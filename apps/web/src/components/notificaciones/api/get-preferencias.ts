import { queryOptions, useQuery } from '@tanstack/react-query';
import { obtenerPreferencias } from '@agro/domain/contracts/notificacion';
import { call } from '../../../lib/api-client.ts';
import { notificacionKeys } from './keys.ts';

export const preferenciasQuery = queryOptions({
  queryKey: notificacionKeys.preferencias,
  queryFn: async () => (await call(obtenerPreferencias)).preferencias,
});

/** GET notificacion/preferencias: the caller's channels per kind of notice. */
export const usePreferencias = () => useQuery(preferenciasQuery);
