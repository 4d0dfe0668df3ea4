import { queryOptions, useQuery } from '@tanstack/react-query';
import { MSG } from '@agro/domain/messages';
import { parseParcelaId } from '@agro/domain/rules';
import { obtenerParcela } from '@agro/domain/contracts/parcela';
import { listarServiciosParcela } from '@agro/domain/contracts/servicio';
import { call } from '../../../../lib/api-client.ts';
import { ApiError } from '../../../../lib/request.ts';
import type { Parcela } from '../../../../features/parcela/api/keys.ts';
import type { Servicio } from '../../../../features/servicio/api/keys.ts';

/** A territory found by its typed id, with its service. */
export interface ParcelaEncontrada {
  parcela: Parcela;
  /** The territory's service (the first one, docs/RULES.md#states), or null when it has none. */
  servicio: Servicio | null;
}

/** A territory by its typed id `{cp}-T-{n}`: GET parcela/id/{rel}/{cp}, then GET servicio/{parcela_id}. */
export const parcelaPorIdQuery = (typed: string | null) => {
  const id = typed ? parseParcelaId(typed) : null;
  return queryOptions({
    queryKey: ['admin', 'territorio', id?.cpId, id?.parcelarelId],
    queryFn: async (): Promise<ParcelaEncontrada> => {
      if (!id) throw new ApiError(400, MSG.territorioNoExiste);
      const parcela = (
        await call(obtenerParcela, { params: { parcelarel_id: id.parcelarelId, cp_id: id.cpId } })
      ).parcela[0];
      if (!parcela) throw new ApiError(404, MSG.territorioNoExiste);
      let servicios: Servicio[] = [];
      try {
        servicios = (await call(listarServiciosParcela, { params: { parcela_id: parcela.parcela_id } }))
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

export const useParcelaPorId = (typed: string | null) => useQuery(parcelaPorIdQuery(typed));
