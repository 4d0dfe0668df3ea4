import { queryOptions, useQuery } from '@tanstack/react-query';
import { obtenerParcela } from '@agro/domain/contracts/parcela';
import { call } from '../../../lib/api-client.ts';
import { parcelaKeys } from './keys.ts';

/** GET /parcela/id/{parcelarel_id}/{cp_id}: one territory, or null. */
export const parcelaQuery = (rel: number, cp: number) =>
  queryOptions({
    queryKey: parcelaKeys.una(rel, cp),
    queryFn: async () =>
      (await call(obtenerParcela, { params: { parcelarel_id: rel, cp_id: cp } })).parcela[0] ?? null,
    enabled: rel > 0 && cp > 0,
  });
export const useParcela = (rel: number, cp: number) => useQuery(parcelaQuery(rel, cp));
