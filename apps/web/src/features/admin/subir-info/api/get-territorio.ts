import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TipoServicio } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { parseTerritorioId } from '@agro/domain/rules';
import type { ParcelaOption } from '../../../../components/reports/types.ts';
import { ApiError, api, type ApiBody } from '../../../../lib/request.ts';

export interface ServicioDeParcela {
  servicio_id: number;
  tipo_servicio: TipoServicio;
}

export interface TerritorioEncontrado {
  parcela: ParcelaOption;
  /** The territory's service (the first one, docs/RULES.md#states), or null when it has none. */
  servicio: ServicioDeParcela | null;
}

/** A territory by its typed id `{cp}-T-{n}`: GET parcela/id/{rel}/{cp}, then GET servicio/{parcela_id}. */
export const territorioQuery = (typed: string | null) => {
  const id = typed ? parseTerritorioId(typed) : null;
  return queryOptions({
    queryKey: ['admin', 'territorio', id?.cpId, id?.parcelarelId],
    queryFn: async (): Promise<TerritorioEncontrado> => {
      if (!id) throw new ApiError(400, MSG.territorioNoExiste);
      const parcela = (
        await api<ApiBody & { parcela: ParcelaOption[] }>(`parcela/id/${id.parcelarelId}/${id.cpId}`)
      ).parcela[0];
      if (!parcela) throw new ApiError(404, MSG.territorioNoExiste);
      let servicios: ServicioDeParcela[] = [];
      try {
        servicios = (await api<ApiBody & { servicio: ServicioDeParcela[] }>(`servicio/${parcela.parcela_id}`))
          .servicio;
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 404)) throw err;
      }
      return { parcela, servicio: servicios[0] ?? null };
    },
    enabled: typed !== null,
    retry: false,
  });
};

export const useTerritorio = (typed: string | null) => useQuery(territorioQuery(typed));
