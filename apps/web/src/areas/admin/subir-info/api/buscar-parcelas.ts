import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { obtenerParcela, registroParcelas } from '@agro/domain/contracts/parcela';
import { parcelaDisplayId } from '@agro/domain/format';
import { parseParcelaId } from '@agro/domain/rules';
import { call } from '../../../../lib/api-client.ts';
import { ApiError } from '../../../../lib/request.ts';

/** A territory as the picker offers it. */
export interface ParcelaOpcion {
  /** Display id, `{cliente}-T-{número}`. */
  id: string;
  nombre: string;
  cliente: string;
}

const POR_BUSQUEDA = 15;

/**
 * The territories matching what was typed: a display id (`1-T-002`) is looked up directly
 * (GET parcela/id), anything else searches the territory registry (GET parcela/all/listar?q: the
 * territory's name, its client's name, city or address, accents and case ignored), first by id.
 */
export const parcelasOpcionesQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'territorios-opciones', q],
    queryFn: async (): Promise<ParcelaOpcion[]> => {
      const id = parseParcelaId(q);
      if (id) {
        try {
          const [p] = (
            await call(obtenerParcela, { params: { parcelarel_id: id.parcelarelId, cp_id: id.cpId } })
          ).parcela;
          return p
            ? [
                {
                  id: parcelaDisplayId(p.cp_id, p.parcelarel_id),
                  nombre: p.nombre,
                  cliente: p.nombre_empresa,
                },
              ]
            : [];
        } catch (err) {
          if (err instanceof ApiError && err.status === 404) return [];
          throw err;
        }
      }
      const r = await call(registroParcelas, {
        query: { q: q || undefined, limit: POR_BUSQUEDA, sort: 'id' },
      });
      return r.parcelas.map((p) => ({ id: p.id, nombre: p.nombre, cliente: p.nombre_empresa }));
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useParcelasOpciones = (q: string) => useQuery(parcelasOpcionesQuery(q));
