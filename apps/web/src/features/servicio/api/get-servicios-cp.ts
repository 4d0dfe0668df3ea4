import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarServiciosCp } from '@agro/domain/contracts/servicio';
import { call } from '../../../lib/api-client.ts';
import { servicioKeys } from './keys.ts';

/** GET /servicio/cp/{cp_id}: a company's services, live and deleted, with their territory. */
export const serviciosCpQuery = (cp: number | null | undefined) =>
  queryOptions({
    queryKey: servicioKeys.cp(cp),
    queryFn: async () => (await call(listarServiciosCp, { params: { cp_id: cp! } })).servicios,
    enabled: cp !== null && cp !== undefined,
    retry: false,
  });
export const useServiciosCp = (cp: number | null | undefined) => useQuery(serviciosCpQuery(cp));
