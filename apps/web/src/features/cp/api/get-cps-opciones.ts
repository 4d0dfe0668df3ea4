import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { registroCps } from '@agro/domain/contracts/cp';
import { call } from '../../../lib/api-client.ts';
import { cpKeys, type CpFila } from './keys.ts';

/** A client as a selector offers it. */
export type CpOpcion = Pick<CpFila, 'cp_id' | 'nombre'>;

/** How many clients the selector offers per search (typing narrows it; the registry is never fetched whole). */
export const CPS_POR_BUSQUEDA = 20;

/**
 * GET cp/all/listar?q&limit: the clients whose id, name or e-mail match what was typed (accents and
 * case ignored), first 20 by name; `cpId` alone looks up the selected one for its label.
 */
export const cpsOpcionesQuery = (q: string, cpId?: number | null) =>
  queryOptions({
    queryKey: cpKeys.opciones(q, cpId ?? null),
    queryFn: async (): Promise<CpOpcion[]> =>
      (
        await call(registroCps, {
          query: cpId
            ? { campo: 'id', q: String(cpId), limit: 1 }
            : { q: q || undefined, limit: CPS_POR_BUSQUEDA, sort: 'nombre' },
        })
      ).clientes,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useCpsOpciones = (q: string) => useQuery(cpsOpcionesQuery(q));
export const useCpOpcion = (cpId: number | null) =>
  useQuery({ ...cpsOpcionesQuery('', cpId), enabled: cpId !== null });
