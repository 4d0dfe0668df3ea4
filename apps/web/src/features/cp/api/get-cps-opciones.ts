import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { registroClientes } from '@agro/domain/contracts/cp';
import { call } from '../../../lib/api-client.ts';
import { cpKeys, type ClienteFila } from './keys.ts';

/** A client as a selector offers it. */
export type ClienteOpcion = Pick<ClienteFila, 'cp_id' | 'nombre'>;

/** How many clients the selector offers per search (typing narrows it; the registry is never fetched whole). */
export const CLIENTES_POR_BUSQUEDA = 20;

/**
 * GET cp/all/listar?q&limit: the clients whose id, name or e-mail match what was typed (accents and
 * case ignored), first 20 by name; `cpId` alone looks up the selected one for its label.
 */
export const clientesOpcionesQuery = (q: string, cpId?: number | null) =>
  queryOptions({
    queryKey: cpKeys.opciones(q, cpId ?? null),
    queryFn: async (): Promise<ClienteOpcion[]> =>
      (
        await call(registroClientes, {
          query: cpId
            ? { campo: 'id', q: String(cpId), limit: 1 }
            : { q: q || undefined, limit: CLIENTES_POR_BUSQUEDA, sort: 'nombre' },
        })
      ).clientes,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useClientesOpciones = (q: string) => useQuery(clientesOpcionesQuery(q));
export const useClienteOpcion = (cpId: number | null) =>
  useQuery({ ...clientesOpcionesQuery('', cpId), enabled: cpId !== null });
