import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TipoServicio } from '@agro/domain/constants';
import { mapaParcelas, type ParcelaMapa } from '@agro/domain/contracts/mapa';
import { call } from '../../../lib/api-client.ts';
import { mapaKeys } from './mapa-keys.ts';

export type { ParcelaMapa };

/** GET /mapa/territorios: what the caller sees (staff may filter by company and service type). */
export const parcelasMapaQuery = (filtros: { cp_id?: number; tipo_servicio?: TipoServicio } = {}) =>
  queryOptions({
    queryKey: mapaKeys.lista(filtros),
    queryFn: async () => (await call(mapaParcelas, { query: filtros })).territorios,
  });
export const useParcelasMapa = (filtros: { cp_id?: number; tipo_servicio?: TipoServicio } = {}) =>
  useQuery(parcelasMapaQuery(filtros));
