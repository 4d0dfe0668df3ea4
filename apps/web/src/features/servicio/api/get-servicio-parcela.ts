import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarServiciosParcela } from '@agro/domain/contracts/servicio';
import { call } from '../../../lib/api-client.ts';
import { servicioKeys } from './keys.ts';

/** GET /servicio/{parcela_id}: the territory's services (the first is the one used, docs/RULES.md#areas-and-routes). */
export const servicioParcelaQuery = (parcelaId: number | undefined) =>
  queryOptions({
    queryKey: servicioKeys.parcela(parcelaId),
    queryFn: async () =>
      (await call(listarServiciosParcela, { params: { parcela_id: parcelaId! } })).servicio,
    enabled: parcelaId !== undefined && parcelaId > 0,
  });
export const useServicioParcela = (parcelaId: number | undefined) =>
  useQuery(servicioParcelaQuery(parcelaId));
