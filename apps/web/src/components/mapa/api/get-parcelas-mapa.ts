import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TipoServicio } from '@agro/domain/constants';
import { mapaTerritorios, type TerritorioMapa } from '@agro/domain/contracts/mapa';
import { call } from '../../../lib/api-client.ts';
import { mapaKeys } from './mapa-keys.ts';

export type { TerritorioMapa };

/** GET /mapa/territorios: what the caller sees (staff may filter by company and service type). */
export const territoriosMapaQuery = (filtros: { cp_id?: number; tipo_servicio?: TipoServicio } = {}) =>
  queryOptions({
    queryKey: mapaKeys.lista(filtros),
    queryFn: async () => (await call(mapaTerritorios, { query: filtros })).territorios,
  });
export const useTerritoriosMapa = (filtros: { cp_id?: number; tipo_servicio?: TipoServicio } = {}) =>
  useQuery(territoriosMapaQuery(filtros));
